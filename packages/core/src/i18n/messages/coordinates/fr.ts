import type { coordinatesEn } from './en.js';

export const coordinatesFr: Record<keyof typeof coordinatesEn, string> = {
  'coordinates.legend': 'Lieu',
  'coordinates.format': 'Format des coordonnées',
  'coordinates.formatDecimal': 'Degrés décimaux',
  'coordinates.formatDms': 'Degrés, minutes, secondes',
  'coordinates.latitude': 'Latitude',
  'coordinates.longitude': 'Longitude',
  'coordinates.degrees': 'Degrés',
  'coordinates.minutes': "Minutes d'arc",
  'coordinates.seconds': "Secondes d'arc",
  'coordinates.hemisphere': 'Hémisphère',
  'coordinates.copyDecimal': 'Copier en décimal',
  'coordinates.copyDms': 'Copier en DMS',
  'coordinates.copiedDecimal': 'Coordonnées décimales copiées dans le presse-papiers',
  'coordinates.copiedDms': 'Coordonnées DMS copiées dans le presse-papiers',
  'coordinates.copyFailed': "Les coordonnées n'ont pas pu être copiées",
};
