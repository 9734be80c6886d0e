import type { reportListEn } from './en.js';

export const reportListEs: Record<keyof typeof reportListEn, string> = {
  'reportList.label': 'Informes',
  'reportList.loading': 'Cargando informes…',
  'reportList.loadingMore': 'Cargando más informes…',
  'reportList.empty': 'Ningún informe coincide con estos filtros.',
  'reportList.emptyFolder': 'Esta carpeta todavía no tiene informes.',
  'reportList.error': 'No se pudieron cargar los informes.',
  'reportList.retry': 'Reintentar',
  'reportList.searchCount': '{count, plural, =0 {Ningún resultado} one {# resultado} other {# resultados}} para «{query}»',
  'reportList.total': '{count, plural, =0 {Ningún informe} one {# informe} other {# informes}}',
  'reportList.totalAtLeast': '{count, plural, one {Más de # informe} other {Más de # informes}}',
  'reportList.searchCountAtLeast': '{count, plural, one {Más de # resultado} other {Más de # resultados}} para «{query}»',
  'reportList.end': 'Se muestran todos los informes.',
  'reportList.newReports': '{count, plural, one {# informe nuevo} other {# informes nuevos}}',
  'reportList.backToAll': 'Volver a todos los informes',
  'reportList.folder': 'Carpeta: {name}',
  'reportList.newReport': 'Nuevo informe',
};
