import type { organizationsEn } from './en.js';

export const organizationsTa: Record<keyof typeof organizationsEn, string> = {
  'organizations.tab': 'நிறுவனங்கள்',
  'organizations.title': 'நிறுவனங்கள்',
  'organizations.intro':
    'அறிக்கைகள், கோப்புறைகள், குறிச்சொற்கள், அடுக்குகள் மற்றும் பயனர்கள் நிறுவனங்களைச் சேர்ந்தவை. ஒவ்வொரு பயனரும் தம் நிறுவனங்களின் அறிக்கைகளை மட்டுமே பார்ப்பார்.',
  'organizations.disabled': 'இந்த நிறுவலில் நிறுவனங்கள் அணைக்கப்பட்டுள்ளன.',
  'organizations.picker': 'நிறுவனம்',
  'organizations.loading': 'நிறுவனங்கள் ஏற்றப்படுகின்றன…',
  'organizations.loadError': 'நிறுவனங்களை ஏற்ற முடியவில்லை.',
  'organizations.retry': 'மீண்டும் முயலவும்',
  'organizations.empty': 'இன்னும் நிறுவனங்கள் இல்லை.',
  'organizations.list': 'நிறுவனங்கள்',
  'organizations.column.name': 'பெயர்',
  'organizations.column.actions': 'செயல்கள்',
  'organizations.add': 'நிறுவனத்தைச் சேர்',
  'organizations.rename': 'பெயர் மாற்று',
  'organizations.renameNamed': 'பெயர் மாற்று {name}',
  'organizations.delete': 'நீக்கு',
  'organizations.deleteNamed': 'நீக்கு {name}',
  'organizations.lastOne': 'கடைசி நிறுவனத்தை நீக்க முடியாது.',

  'organizations.createTitle': 'புதிய நிறுவனம்',
  'organizations.renameTitle': '“{name}” பெயரை மாற்று',
  'organizations.name': 'பெயர்',
  'organizations.nameHint': 'அதிகபட்சம் {max} எழுத்துகள்.',
  'organizations.create': 'நிறுவனத்தை உருவாக்கு',
  'organizations.save': 'மாற்றங்களைச் சேமி',
  'organizations.saving': 'சேமிக்கப்படுகிறது…',
  'organizations.noChanges': 'எதுவும் மாறவில்லை',
  'organizations.created': 'நிறுவனம் உருவாக்கப்பட்டது',
  'organizations.renamed': 'நிறுவனத்தின் பெயர் மாற்றப்பட்டது',
  'organizations.deleted': 'நிறுவனம் நீக்கப்பட்டது',

  'organizations.deleteTitle': 'இந்த நிறுவனத்தை நீக்கவா?',
  'organizations.deleteConfirm': 'நிறுவனத்தை நீக்கு',
  'organizations.counting': 'இந்த நிறுவனத்தில் உள்ளவை எண்ணப்படுகின்றன…',
  'organizations.deleteReports':
    '“{name}” நிறுவனத்தின் {reports, plural, one {# அறிக்கை} other {# அறிக்கைகள்}}, {folders, plural, one {# கோப்புறை} other {# கோப்புறைகள்}} மற்றும் {tags, plural, one {# குறிச்சொல்} other {# குறிச்சொற்கள்}} உடன், கீழே நீங்கள் தேர்ந்தெடுக்கும் நிறுவனத்திற்கு மாற்றப்படும்.',
  'organizations.deleteNoReports': '“{name}” நிறுவனத்தில் அறிக்கைகள் இல்லை; அதன் கோப்புறைகளும் குறிச்சொற்களும் அதனுடன் நீக்கப்படும்.',
  'organizations.deleteUsers':
    '{users, plural, =0 {எந்தப் பயனரும் இதில் இல்லை.} one {# பயனர் இந்த நிறுவனத்தை இழப்பார்.} other {# பயனர்கள் இந்த நிறுவனத்தை இழப்பார்கள்.}}',
  'organizations.deleteDeactivated':
    '{count, plural, one {அவர்களில் # பேர் வேறு எந்த நிறுவனத்திலும் இல்லை; அவர் செயலிழக்கச் செய்யப்படுவார்.} other {அவர்களில் # பேர் வேறு எந்த நிறுவனத்திலும் இல்லை; அவர்கள் செயலிழக்கச் செய்யப்படுவார்கள்.}}',
  'organizations.deleteLayers':
    '{layers, plural, =0 {இதற்கு அடுக்குகள் இல்லை.} one {இதன் # அடுக்கு அதன் கோப்புடன் நீக்கப்படும்.} other {இதன் # அடுக்குகள் அவற்றின் கோப்புகளுடன் நீக்கப்படும்.}}',
  'organizations.deleteFinal': 'இதைச் செயல்தவிர்க்க முடியாது.',
  'organizations.deleteWarningUncounted':
    '“{name}” நிறுவனத்தின் அறிக்கைகள், அதன் கோப்புறைகள் மற்றும் குறிச்சொற்களுடன், கீழே நீங்கள் தேர்ந்தெடுக்கும் நிறுவனத்திற்கு மாற்றப்படும். அதன் பயனர்கள் அதை இழப்பார்கள்; வேறு எந்த நிறுவனத்திலும் இல்லாதவர்கள் செயலிழக்கச் செய்யப்படுவார்கள். அதன் அடுக்குகள் அவற்றின் கோப்புகளுடன் நீக்கப்படும். இதைச் செயல்தவிர்க்க முடியாது.',
  'organizations.moveTo': 'இதன் அறிக்கைகளை இங்கே மாற்று',
  'organizations.moveToChoose': 'ஒரு நிறுவனத்தைத் தேர்ந்தெடுக்கவும்',
};
