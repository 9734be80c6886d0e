import type { mapSettingsEn } from './en.js';

export const mapSettingsFr: Record<keyof typeof mapSettingsEn, string> = {
  'mapSettings.title': 'Paramètres de la carte',
  'mapSettings.intro': 'Où s’ouvre chaque carte et quels fonds de carte elle propose, cartes intégrées comprises.',
  'mapSettings.viewSection': 'Vue initiale',
  'mapSettings.center': 'Centre par défaut',
  'mapSettings.zoom': 'Zoom par défaut',
  'mapSettings.zoomHint': 'De 0 (le monde entier) à 22 (un seul bâtiment) ; 11 montre une ville.',
  'mapSettings.basemapsSection': 'Fonds de carte',
  'mapSettings.map': 'Fond de carte Plan',
  'mapSettings.mapHint':
    'Laissez vide (ou saisissez builtin) pour le fond de carte intégré : terres, eaux et frontières seulement, sans rues ni noms, et sans réseau. Pour un plan des rues, indiquez l’URL d’un style MapLibre (https), comme celui d’OpenFreeMap ou le vôtre, ou un style Mapbox (mapbox://styles/…) ; un plan des rues a besoin du réseau.',
  'mapSettings.mapHintServer':
    'Laissez vide pour le style par défaut du serveur ({url}) : un plan des rues qui a besoin du réseau. Sans réseau, les cartes affichent le fond de carte intégré, avec seulement les terres, les eaux et les frontières. Saisissez builtin pour toujours utiliser le fond intégré, ou indiquez l’URL d’un style MapLibre (https) ou un style Mapbox (mapbox://styles/…).',
  'mapSettings.satellite': 'Fond de carte satellite',
  'mapSettings.satelliteHint':
    "Laissez vide pour ne proposer aucun choix satellite. Ou indiquez un modèle de tuiles raster (https, avec '{z}', '{x}' et '{y}' ; '{s}' désigne les sous-domaines a, b et c), l’URL d’un style MapLibre ou un style Mapbox.",
  'mapSettings.attribution': 'Crédit des images satellite',
  'mapSettings.attributionHint':
    'Le crédit demandé par le fournisseur d’images, affiché sur la carte avec les tuiles raster (les styles apportent le leur).',
  'mapSettings.examples': 'Exemples :',
  'mapSettings.noMapboxToken':
    'Le serveur n’a pas de jeton Mapbox (MAPBOX_TOKEN) : les styles Mapbox ne peuvent pas se charger et les cartes afficheront le fond de carte intégré à la place.',
  'mapSettings.preview': 'Aperçu',
  'mapSettings.previewShows': 'Fond de carte affiché dans l’aperçu',
  'mapSettings.previewMap': 'Plan',
  'mapSettings.previewSatellite': 'Vue satellite',
  'mapSettings.previewLabel': 'Carte d’aperçu. Les flèches la déplacent ; plus et moins changent le zoom.',
  'mapSettings.previewCenter': 'Centre affiché',
  'mapSettings.previewZoom': 'Zoom affiché',
  'mapSettings.useView': 'Utiliser cette vue',
  'mapSettings.viewUsed': 'Centre et zoom par défaut repris de l’aperçu. Enregistrez pour les conserver.',
  'mapSettings.fellBack':
    'Ce fond de carte n’a pas pu être chargé (pas de réseau, adresse erronée ou jeton refusé). L’aperçu affiche le fond de carte intégré à la place, comme le feront les cartes.',
  'mapSettings.noPreview':
    'Ce navigateur ne peut pas afficher l’aperçu (WebGL est désactivé). Les paramètres s’appliquent quand même aux cartes qui le peuvent.',
  'mapSettings.saving': 'Enregistrement…',
  'mapSettings.noChanges': 'Rien n’a changé',
  'mapSettings.loadFailed': 'Les paramètres n’ont pas pu être chargés.',
  'mapSettings.retry': 'Réessayer',
};
