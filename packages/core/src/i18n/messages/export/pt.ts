import type { exportEn } from './en.js';

export const exportPt: Record<keyof typeof exportEn, string> = {
  'export.tab': 'Exportar relatórios',
  'export.tabs': 'Secções da administração',
  'export.title': 'Exportar relatórios',
  'export.intro': 'Escolha os relatórios com os filtros e descarregue-os no formato de que precisa.',
  'export.format': 'Formato',
  'export.format.csv': 'CSV (folha de cálculo)',
  'export.format.geojson': 'GeoJSON (mapas)',
  'export.format.kml': 'KML (para o Google Earth)',
  'export.media': 'Incluir multimédia (zip)',
  'export.mediaHint': 'A transferência passa a ser um zip com os relatórios e as respetivas fotografias, vídeos, áudios e documentos.',
  'export.count': '{count, plural, =0 {Nenhum relatório corresponde.} one {# relatório corresponde.} other {# relatórios correspondem.}}',
  'export.counting': 'A contar os relatórios…',
  'export.download': 'Descarregar',
  'export.started': 'A transferência começou.',
  'export.disabled': 'A exportação está desativada nesta instalação.',
};
