import type { reportEn } from './en.js';

export const reportFr: Record<keyof typeof reportEn, string> = {
  'report.lifecycle.new': 'Nouveau',
  'report.lifecycle.started': 'En cours',
  'report.lifecycle.closed': 'Clôturé',
  'report.urgency.minor': 'Important',
  'report.urgency.moderate': 'Urgent',
  'report.urgency.critical': 'Critique',
  'report.urgency.none': 'Sans urgence',
  'report.verified': 'Vérifié',
  'report.unverified': 'Non vérifié',
  'report.visibility.public': 'Public',
  'report.visibility.private': 'Privé',
  'report.newMarker': 'Nouveau',
  'report.urgentIcon': 'Urgent',
};
