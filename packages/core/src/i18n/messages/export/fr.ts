import type { exportEn } from './en.js';

export const exportFr: Record<keyof typeof exportEn, string> = {
  'export.tab': 'Exporter les signalements',
  'export.tabs': 'Sections de l’administration',
  'export.title': 'Exporter les signalements',
  'export.intro': 'Choisissez les signalements avec les filtres, puis téléchargez-les dans le format voulu.',
  'export.format': 'Format de fichier',
  'export.format.csv': 'CSV (tableur)',
  'export.format.geojson': 'GeoJSON (cartes)',
  'export.format.kml': 'KML (pour Google Earth)',
  'export.media': 'Inclure les médias (zip)',
  'export.mediaHint': 'Le téléchargement devient un zip contenant les signalements et leurs photos, vidéos, sons et documents.',
  'export.count':
    '{count, plural, =0 {Aucun signalement ne correspond.} one {# signalement correspond.} other {# signalements correspondent.}}',
  'export.counting': 'Comptage des signalements…',
  'export.download': 'Télécharger',
  'export.started': 'Le téléchargement a commencé.',
  'export.disabled': 'L’export est désactivé sur cette installation.',
};
