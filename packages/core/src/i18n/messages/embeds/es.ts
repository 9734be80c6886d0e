import type { embedsEn } from './en.js';

export const embedsEs: Record<keyof typeof embedsEn, string> = {
  'embeds.latest': 'Últimos informes',
  'embeds.noPublicReports': 'Todavía no hay informes públicos.',
  'embeds.showMore': 'Mostrar más informes',
  'embeds.publicOff': 'Los informes públicos no se muestran en este momento.',
  'embeds.loading': 'Cargando…',
};
