import type { reportEn } from './en.js';

export const reportEs: Record<keyof typeof reportEn, string> = {
  'report.lifecycle.new': 'Nuevo',
  'report.lifecycle.started': 'En curso',
  'report.lifecycle.closed': 'Cerrado',
  'report.urgency.minor': 'Importante',
  'report.urgency.moderate': 'Urgente',
  'report.urgency.critical': 'Crítico',
  'report.urgency.none': 'Sin urgencia',
  'report.verified': 'Verificado',
  'report.unverified': 'No verificado',
  'report.visibility.public': 'Público',
  'report.visibility.private': 'Privado',
  'report.newMarker': 'Nuevo',
  'report.urgentIcon': 'Urgente',
};
