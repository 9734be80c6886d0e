import type { embedsEn } from './en.js';

export const embedsPt: Record<keyof typeof embedsEn, string> = {
  'embeds.latest': 'Relatórios mais recentes',
  'embeds.noPublicReports': 'Ainda não há relatórios públicos.',
  'embeds.showMore': 'Mostrar mais relatórios',
  'embeds.publicOff': 'Os relatórios públicos não estão a ser mostrados de momento.',
  'embeds.loading': 'A carregar…',
};
