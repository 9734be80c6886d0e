import type { reportListEn } from './en.js';

export const reportListFr: Record<keyof typeof reportListEn, string> = {
  'reportList.label': 'Signalements',
  'reportList.loading': 'Chargement des signalements…',
  'reportList.loadingMore': 'Chargement d’autres signalements…',
  'reportList.empty': 'Aucun signalement ne correspond à ces filtres.',
  'reportList.emptyFolder': 'Ce dossier ne contient encore aucun signalement.',
  'reportList.error': 'Impossible de charger les signalements.',
  'reportList.retry': 'Réessayer',
  'reportList.searchCount': '{count, plural, =0 {Aucun résultat} one {# résultat} other {# résultats}} pour « {query} »',
  'reportList.total': '{count, plural, =0 {Aucun signalement} one {# signalement} other {# signalements}}',
  'reportList.totalAtLeast': '{count, plural, one {Plus de # signalement} other {Plus de # signalements}}',
  'reportList.searchCountAtLeast': '{count, plural, one {Plus de # résultat} other {Plus de # résultats}} pour « {query} »',
  'reportList.end': 'Tous les signalements sont affichés.',
  'reportList.newReports': '{count, plural, one {# nouveau signalement} other {# nouveaux signalements}}',
  'reportList.backToAll': 'Retour à tous les signalements',
  'reportList.folder': 'Dossier : {name}',
  'reportList.newReport': 'Nouveau signalement',
};
