import type { submissionsEn } from './en.js';

export const submissionsFr: Record<keyof typeof submissionsEn, string> = {
  'submissions.queued': 'Enregistré sur cet appareil. Il sera envoyé dès que vous serez de nouveau en ligne.',
  'submissions.sent': 'Votre signalement a été envoyé.',
  'submissions.pending': '{count, plural, one {# signalement attend d’être envoyé.} other {# signalements attendent d’être envoyés.}}',
  'submissions.sendNow': 'Envoyer maintenant',
  'submissions.offline':
    'Vous êtes hors ligne. Vous pouvez quand même enregistrer votre signalement : il reste sur cet appareil jusqu’à ce qu’il puisse être envoyé.',
  'submissions.notStored':
    'Votre signalement n’a pas pu être envoyé et cet appareil n’a pas pu le conserver. Gardez cette page ouverte : il sera envoyé dès le retour de la connexion.',
  'submissions.restored':
    'Un signalement enregistré plus tôt n’a pas pu être envoyé. Il est de retour dans le formulaire : vérifiez-le et enregistrez-le à nouveau.',
  'submissions.discard': 'Abandonner ce signalement',
  'submissions.anonymousDisabled': 'Les signalements anonymes ne sont pas acceptés pour le moment.',
  'submissions.anonymousNote': 'Votre signalement sera envoyé sans votre nom.',
  'submissions.sentElsewhere': 'Ce signalement a été envoyé depuis un autre onglet ou une autre fenêtre.',
  'submissions.keptHeading': 'Signalements conservés sur cet appareil',
  'submissions.untitled': 'Signalement sans titre',
  'submissions.keptAt': 'Conservé le {date, date, medium} à {date, time, short}',
  'submissions.stateWaiting': 'En attente d’une connexion au serveur',
  'submissions.stateSending': 'Envoi en cours…',
  'submissions.stateHeld': 'Refusé par le serveur : {reason}',
  'submissions.noAnswerSince': 'Le serveur ne répond plus depuis le {date, date, medium}. S’il n’existe plus, abandonnez ce signalement.',
  'submissions.sendNowNamed': 'Envoyer maintenant : {title}',
  'submissions.discardShort': 'Abandonner',
  'submissions.discardNamed': 'Abandonner : {title}',
  'submissions.discardQuestion': 'Abandonner « {title} » ?',
  'submissions.discardWarning':
    'Le signalement et ses fichiers sont supprimés de cet appareil et ne seront jamais envoyés. Cette action est irréversible.',
};
