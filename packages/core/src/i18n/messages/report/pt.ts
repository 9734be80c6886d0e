import type { reportEn } from './en.js';

export const reportPt: Record<keyof typeof reportEn, string> = {
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
