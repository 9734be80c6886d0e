import type { coordinatesEn } from './en.js';

export const coordinatesEs: Record<keyof typeof coordinatesEn, string> = {
  'coordinates.legend': 'Ubicación',
  'coordinates.format': 'Formato de coordenadas',
  'coordinates.formatDecimal': 'Grados decimales',
  'coordinates.formatDms': 'Grados, minutos, segundos',
  'coordinates.latitude': 'Latitud',
  'coordinates.longitude': 'Longitud',
  'coordinates.degrees': 'Grados',
  'coordinates.minutes': 'Minutos',
  'coordinates.seconds': 'Segundos',
  'coordinates.hemisphere': 'Hemisferio',
  'coordinates.copyDecimal': 'Copiar en decimal',
  'coordinates.copyDms': 'Copiar en DMS',
  'coordinates.copiedDecimal': 'Coordenadas decimales copiadas al portapapeles',
  'coordinates.copiedDms': 'Coordenadas DMS copiadas al portapapeles',
  'coordinates.copyFailed': 'No se pudieron copiar las coordenadas',
};
