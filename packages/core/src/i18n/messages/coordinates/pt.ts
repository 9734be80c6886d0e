import type { coordinatesEn } from './en.js';

export const coordinatesPt: Record<keyof typeof coordinatesEn, string> = {
  'coordinates.legend': 'Localização',
  'coordinates.format': 'Formato das coordenadas',
  'coordinates.formatDecimal': 'Graus decimais',
  'coordinates.formatDms': 'Graus, minutos, segundos',
  'coordinates.latitude': 'Latitude',
  'coordinates.longitude': 'Longitude',
  'coordinates.degrees': 'Graus',
  'coordinates.minutes': 'Minutos',
  'coordinates.seconds': 'Segundos',
  'coordinates.hemisphere': 'Hemisfério',
  'coordinates.copyDecimal': 'Copiar em decimal',
  'coordinates.copyDms': 'Copiar em DMS',
  'coordinates.copiedDecimal': 'Coordenadas decimais copiadas para a área de transferência',
  'coordinates.copiedDms': 'Coordenadas DMS copiadas para a área de transferência',
  'coordinates.copyFailed': 'Não foi possível copiar as coordenadas',
};
