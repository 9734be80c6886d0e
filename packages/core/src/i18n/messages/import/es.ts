import type { importEn } from './en.js';

export const importEs: Record<keyof typeof importEn, string> = {
  'import.hint': 'Arrastre y suelte aquí archivos .zip de informes',
  'import.willReject': '¡¡Este archivo será rechazado!!',
  'import.notZip': 'Solo se puede importar un archivo .zip generado por una exportación.',
  'import.choose': 'Importar informes (.zip)',
  'import.title': 'Importar informes',
  'import.file': 'Archivo: {name}',
  'import.organization': 'Importar en',
  'import.submit': 'Importar',
  'import.created': '{count, plural, =0 {No se creó ningún informe.} one {Se creó # informe.} other {Se crearon # informes.}}',
  'import.updated':
    '{count, plural, =0 {No se actualizó ningún informe.} one {Se actualizó # informe que ya existía.} other {Se actualizaron # informes que ya existían.}}',
  'import.skipped':
    '{count, plural, =0 {No se omitió ningún informe.} one {Se omitió # informe que ya estaba al día.} other {Se omitieron # informes que ya estaban al día.}}',
  'import.rejected': '{count, plural, =0 {No se rechazó ningún informe.} one {Se rechazó # informe:} other {Se rechazaron # informes:}}',
  'import.row': 'Fila {row}',
  'import.untitled': 'Sin título',
  'import.done': 'Listo',
};
