import type { embedsEn } from './en.js';

export const embedsFr: Record<keyof typeof embedsEn, string> = {
  'embeds.latest': 'Derniers signalements',
  'embeds.noPublicReports': 'Aucun signalement public pour le moment.',
  'embeds.showMore': 'Afficher plus de signalements',
  'embeds.publicOff': 'Les signalements publics ne sont pas affichés pour le moment.',
  'embeds.loading': 'Chargement…',
};
