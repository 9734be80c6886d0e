import type { reportListEn } from './en.js';

export const reportListPt: Record<keyof typeof reportListEn, string> = {
  // labels shared by every report screen (list, view, map popup)
  'report.lifecycle.new': 'Novo',
  'report.lifecycle.started': 'Em curso',
  'report.lifecycle.closed': 'Fechado',
  'report.urgency.minor': 'Importante',
  'report.urgency.moderate': 'Urgente',
  'report.urgency.critical': 'Crítico',
  'report.urgency.none': 'Sem urgência',
  'report.verified': 'Verificado',
  'report.unverified': 'Não verificado',
  'report.visibility.public': 'Público',
  'report.visibility.private': 'Privado',
  'report.newMarker': 'Novo',
  'report.urgentIcon': 'Urgente',
};
