import type { submissionsEn } from './en.js';

export const submissionsTa: Record<keyof typeof submissionsEn, string> = {
  'submissions.queued': 'இந்தச் சாதனத்தில் சேமிக்கப்பட்டது. நீங்கள் மீண்டும் இணையத்துடன் இணைந்ததும் இது அனுப்பப்படும்.',
  'submissions.sent': 'உங்கள் அறிக்கை அனுப்பப்பட்டது.',
  'submissions.pending': '{count, plural, one {# அறிக்கை அனுப்பக் காத்திருக்கிறது.} other {# அறிக்கைகள் அனுப்பக் காத்திருக்கின்றன.}}',
  'submissions.sendNow': 'இப்போது அனுப்பு',
  'submissions.offline': 'நீங்கள் இணைய இணைப்பில் இல்லை. இருந்தாலும் உங்கள் அறிக்கையைச் சேமிக்கலாம்: அனுப்ப முடியும் வரை அது இந்தச் சாதனத்திலேயே இருக்கும்.',
  'submissions.notStored':
    'உங்கள் அறிக்கையை அனுப்ப முடியவில்லை, இந்தச் சாதனத்தால் அதை வைத்திருக்கவும் முடியவில்லை. இந்தப் பக்கத்தைத் திறந்தே வையுங்கள்: இணைப்பு திரும்பியதும் அது அனுப்பப்படும்.',
  'submissions.restored': 'முன்பு சேமித்த ஓர் அறிக்கையை அனுப்ப முடியவில்லை. அது மீண்டும் படிவத்தில் உள்ளது: சரிபார்த்து மீண்டும் சேமிக்கவும்.',
  'submissions.discard': 'இந்த அறிக்கையைக் கைவிடு',
  'submissions.anonymousDisabled': 'தற்போது பெயரில்லா அறிக்கைகள் ஏற்றுக்கொள்ளப்படுவதில்லை.',
  'submissions.anonymousNote': 'உங்கள் அறிக்கை உங்கள் பெயர் இல்லாமல் அனுப்பப்படும்.',
  'submissions.sentElsewhere': 'இந்த அறிக்கை வேறொரு தாவல் அல்லது சாளரத்திலிருந்து அனுப்பப்பட்டது.',
  'submissions.keptHeading': 'இந்தச் சாதனத்தில் வைக்கப்பட்டுள்ள அறிக்கைகள்',
  'submissions.untitled': 'தலைப்பில்லா அறிக்கை',
  'submissions.keptAt': '{date, date, medium} அன்று {date, time, short} மணிக்கு வைக்கப்பட்டது',
  'submissions.stateWaiting': 'சேவையகத்துடன் இணைப்புக்காகக் காத்திருக்கிறது',
  'submissions.stateSending': 'அனுப்பப்படுகிறது…',
  'submissions.stateHeld': 'சேவையகம் மறுத்தது: {reason}',
  'submissions.noAnswerSince': '{date, date, medium} முதல் சேவையகம் பதிலளிக்கவில்லை. அது இனி இல்லையெனில், இந்த அறிக்கையைக் கைவிடுங்கள்.',
  'submissions.sendNowNamed': 'இப்போது அனுப்பு: {title}',
  'submissions.discardShort': 'கைவிடு',
  'submissions.discardNamed': 'கைவிடு: {title}',
  'submissions.discardQuestion': '“{title}” ஐக் கைவிடவா?',
  'submissions.discardWarning': 'அறிக்கையும் அதன் கோப்புகளும் இந்தச் சாதனத்திலிருந்து நீக்கப்படும், ஒருபோதும் அனுப்பப்படாது. இதைத் திரும்பப் பெற முடியாது.',
};
