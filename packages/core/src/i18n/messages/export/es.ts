import type { exportEn } from './en.js';

export const exportEs: Record<keyof typeof exportEn, string> = {
  'export.tab': 'Exportar informes',
  'export.tabs': 'Secciones de administración',
  'export.title': 'Exportar informes',
  'export.intro': 'Elija los informes con los filtros y descárguelos en el formato que necesite.',
  'export.format': 'Formato',
  'export.format.csv': 'CSV (hoja de cálculo)',
  'export.format.geojson': 'GeoJSON (mapas)',
  'export.format.kml': 'KML (para Google Earth)',
  'export.media': 'Incluir archivos multimedia (zip)',
  'export.mediaHint': 'La descarga será un zip con los informes y sus fotos, vídeos, audios y documentos.',
  'export.count': '{count, plural, =0 {Ningún informe coincide.} one {# informe coincide.} other {# informes coinciden.}}',
  'export.counting': 'Contando los informes…',
  'export.download': 'Descargar',
  'export.started': 'La descarga ha comenzado.',
  'export.disabled': 'La exportación está desactivada en esta instalación.',
};
