import type { locationPickerEn } from './en.js';

export const locationPickerFr: Record<keyof typeof locationPickerEn, string> = {
  'locationPicker.mapLabel': 'Carte pour choisir le lieu',
  'locationPicker.hint':
    'Cliquez sur la carte ou faites glisser le repère pour fixer le lieu. Quand la carte a le focus, les flèches du clavier déplacent le repère ; maintenez Maj pour des pas plus grands.',
  'locationPicker.chosen': 'Lieu : {latitude}, {longitude}',
  'locationPicker.none': 'Lieu : aucun choisi pour l’instant',
  'locationPicker.useMyLocation': 'Utiliser ma position',
  'locationPicker.locating': 'Recherche de votre position…',
  'locationPicker.found': 'Votre position, précise à ± {meters, number} m',
  'locationPicker.denied':
    'Votre navigateur n’a pas autorisé l’accès à votre position. Autorisez-le dans les paramètres du site, ou choisissez le lieu sur la carte.',
  'locationPicker.unavailable': 'Votre position n’a pas pu être déterminée. Choisissez le lieu sur la carte ou saisissez les coordonnées.',
  'locationPicker.timeout': 'La recherche de votre position a pris trop de temps. Réessayez, ou choisissez le lieu sur la carte.',
  'locationPicker.unsupported':
    'Ce navigateur ne peut pas partager votre position. Choisissez le lieu sur la carte ou saisissez les coordonnées.',
  'locationPicker.noMap': 'La carte ne peut pas s’afficher dans ce navigateur : saisissez plutôt les coordonnées.',
};
