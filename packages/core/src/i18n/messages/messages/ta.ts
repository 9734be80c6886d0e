import type { messagesEn } from './en.js';

export const messagesTa: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'செய்திகள்',
  'messages.intro':
    'ஒரு நிறுவனத்தின் நபர்களுக்கு ஒரு செய்தியை அனுப்புங்கள். அது அவர்களின் உள்பெட்டிக்கும், அவர்கள் மின்னஞ்சல் கொடுத்திருந்தால் அதற்கும் வந்து சேரும்.',

  'messages.form.title': 'புதிய செய்தி',
  'messages.form.subject': 'தலைப்பு',
  'messages.form.content': 'செய்தி',
  'messages.form.audience': 'பெறுநர்கள்',
  'messages.form.everyone': 'நிறுவனத்தில் உள்ள அனைவரும்',
  'messages.form.users': 'தேர்ந்தெடுத்த பயனர்கள்',
  'messages.form.role': 'ஒரு பங்கு',
  'messages.form.usersLabel': 'பயனர்கள்',
  'messages.form.usersNone': 'எந்தப் பயனரும் தேர்ந்தெடுக்கப்படவில்லை',
  'messages.form.usersEmpty': 'இந்த நிறுவனத்தில் செயலில் உள்ள பயனர்கள் இல்லை.',
  'messages.form.roleLabel': 'பங்கு',
  'messages.form.rolePlaceholder': 'ஒரு பங்கைத் தேர்ந்தெடுக்கவும்',
  'messages.form.send': 'செய்தியை அனுப்பு',
  'messages.form.sending': 'அனுப்பப்படுகிறது…',
  'messages.form.disabledHint': 'அனுப்ப, ஒரு தலைப்பையும் செய்தியையும் எழுதி, அதை யார் பெறுவார்கள் என்பதைத் தேர்ந்தெடுக்கவும்.',
  'messages.sentTo':
    '{count, plural, =0 {செய்தி அனுப்பப்பட்டது; பெறுநர்களில் இன்னும் யாரும் பொருந்தவில்லை.} one {செய்தி # நபருக்கு அனுப்பப்பட்டது} other {செய்தி # நபர்களுக்கு அனுப்பப்பட்டது}}',

  'messages.recent': 'சமீபத்திய செய்திகள்',
  'messages.recentNone': 'இதுவரை எந்தச் செய்தியும் அனுப்பப்படவில்லை.',
  'messages.loadError': 'செய்திகளை ஏற்ற முடியவில்லை.',
  'messages.retry': 'மீண்டும் முயற்சிக்கவும்',
  'messages.seeMore': 'மேலும் காண்க',
  'messages.seeLess': 'குறைவாகக் காண்க',
  'messages.by': '{author} அனுப்பியது',
  'messages.byUnknown': 'நீக்கப்பட்ட பயனர் அனுப்பியது',
  'messages.audience.everyone': 'அனைவருக்கும்',
  'messages.audience.users': '{count, plural, one {தேர்ந்தெடுத்த # பயனருக்கு} other {தேர்ந்தெடுத்த # பயனர்களுக்கு}}',
  'messages.audience.role': '{role} பங்கிற்கு',
  'messages.delivered': '{count, plural, =0 {யாருக்கும் சேர்க்கப்படவில்லை} one {# நபருக்குச் சேர்க்கப்பட்டது} other {# நபர்களுக்குச் சேர்க்கப்பட்டது}}',
  'messages.read': '{count, plural, =0 {இன்னும் யாரும் படிக்கவில்லை} one {# நபர் படித்தார்} other {# நபர்கள் படித்தனர்}}',

  'messages.inbox.title': 'உள்பெட்டி',
  'messages.inbox.withUnread': '{count, plural, =0 {{label}} one {{label}, படிக்காத # செய்தி} other {{label}, படிக்காத # செய்திகள்}}',
  'messages.inbox.unreadCount': '{count, plural, =0 {படிக்காத செய்தி இல்லை} one {படிக்காத # செய்தி} other {படிக்காத # செய்திகள்}}',
  'messages.inbox.none': 'உங்கள் உள்பெட்டி காலியாக உள்ளது. உங்கள் நிறுவனத்தின் நிர்வாகிகளின் செய்திகள் இங்கே காட்டப்படும்.',
  'messages.inbox.unread': 'படிக்கவில்லை',
  'messages.inbox.from': '{author} அனுப்பியது, {organization}',
  'messages.inbox.fromUnknown': 'நீக்கப்பட்ட பயனர் அனுப்பியது, {organization}',
  'messages.inbox.loadMore': 'பழைய செய்திகளைக் காட்டு',

  'messages.mail.subject': '[{organization}] {subject}',
  'messages.mail.body':
    'வணக்கம் {username},\n\nFieldwatch-இல் {organization} நபர்களுக்கு {author} இந்தச் செய்தியை அனுப்பியுள்ளார்:\n\n{content}\n\nஇது உங்கள் உள்பெட்டியிலும் உள்ளது: {link}',
};
