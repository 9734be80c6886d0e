import type { reportListEn } from './en.js';

export const reportListEs: Record<keyof typeof reportListEn, string> = {
  // labels shared by every report screen (list, view, map popup)
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
