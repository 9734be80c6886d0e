import type { importEn } from './en.js';

export const importFr: Record<keyof typeof importEn, string> = {
  'import.hint': 'Glissez-déposez ici les fichiers .zip de signalements',
  'import.willReject': 'Ce fichier sera refusé !!',
  'import.notZip': 'Seul un fichier .zip produit par un export peut être importé.',
  'import.choose': 'Importer des signalements (.zip)',
  'import.title': 'Importer des signalements',
  'import.file': 'Fichier : {name}',
  'import.organization': 'Importer dans',
  'import.submit': 'Importer',
  'import.created':
    '{count, plural, =0 {Aucun signalement n’a été créé.} one {# signalement a été créé.} other {# signalements ont été créés.}}',
  'import.updated':
    '{count, plural, =0 {Aucun signalement n’a été mis à jour.} one {# signalement déjà présent a été mis à jour.} other {# signalements déjà présents ont été mis à jour.}}',
  'import.skipped':
    '{count, plural, =0 {Aucun signalement n’a été ignoré.} one {# signalement était déjà à jour et a été ignoré.} other {# signalements étaient déjà à jour et ont été ignorés.}}',
  'import.rejected':
    '{count, plural, =0 {Aucun signalement n’a été refusé.} one {# signalement a été refusé :} other {# signalements ont été refusés :}}',
  'import.row': 'Ligne {row}',
  'import.untitled': 'Sans titre',
  'import.done': 'Terminé',
};
