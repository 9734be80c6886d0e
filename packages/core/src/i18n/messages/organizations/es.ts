import type { organizationsEn } from './en.js';

export const organizationsEs: Record<keyof typeof organizationsEn, string> = {
  'organizations.tab': 'Organizaciones',
  'organizations.title': 'Organizaciones',
  'organizations.intro':
    'Los informes, carpetas, etiquetas, capas y usuarios pertenecen a organizaciones. Cada usuario solo ve los informes de sus propias organizaciones.',
  'organizations.disabled': 'Las organizaciones están desactivadas en esta instalación.',
  'organizations.picker': 'Organización',
  'organizations.loading': 'Cargando organizaciones…',
  'organizations.loadError': 'No se pudieron cargar las organizaciones.',
  'organizations.retry': 'Reintentar',
  'organizations.empty': 'Todavía no hay organizaciones.',
  'organizations.list': 'Organizaciones',
  'organizations.column.name': 'Nombre',
  'organizations.column.actions': 'Acciones',
  'organizations.add': 'Añadir una organización',
  'organizations.rename': 'Cambiar nombre',
  'organizations.renameNamed': 'Cambiar nombre {name}',
  'organizations.delete': 'Eliminar',
  'organizations.deleteNamed': 'Eliminar {name}',
  'organizations.lastOne': 'La última organización no se puede eliminar.',

  'organizations.createTitle': 'Nueva organización',
  'organizations.renameTitle': 'Cambiar el nombre de «{name}»',
  'organizations.name': 'Nombre',
  'organizations.nameHint': 'Como máximo {max} caracteres.',
  'organizations.create': 'Crear organización',
  'organizations.save': 'Guardar cambios',
  'organizations.saving': 'Guardando…',
  'organizations.noChanges': 'No ha cambiado nada',
  'organizations.created': 'Organización creada',
  'organizations.renamed': 'Nombre de la organización cambiado',
  'organizations.deleted': 'Organización eliminada',

  'organizations.deleteTitle': '¿Eliminar esta organización?',
  'organizations.deleteConfirm': 'Eliminar organización',
  'organizations.counting': 'Contando lo que contiene esta organización…',
  'organizations.deleteReports':
    '{reports, plural, one {El # informe de «{name}» pasa} other {Los # informes de «{name}» pasan}} a la organización que elija abajo, con {folders, plural, one {# carpeta} other {# carpetas}} y {tags, plural, one {# etiqueta} other {# etiquetas}}.',
  'organizations.deleteNoReports': '«{name}» no contiene informes; sus carpetas y etiquetas se eliminan con ella.',
  'organizations.deleteUsers':
    '{users, plural, =0 {Ningún usuario pertenece a ella.} one {# usuario pierde esta organización.} other {# usuarios pierden esta organización.}}',
  'organizations.deleteDeactivated':
    '{count, plural, one {# de ellos no pertenece a ninguna otra organización y se desactivará.} other {# de ellos no pertenecen a ninguna otra organización y se desactivarán.}}',
  'organizations.deleteLayers':
    '{layers, plural, =0 {No tiene capas.} one {Su # capa se elimina con su archivo.} other {Sus # capas se eliminan con sus archivos.}}',
  'organizations.deleteFinal': 'Esta acción no se puede deshacer.',
  'organizations.deleteWarningUncounted':
    'Los informes de «{name}» pasan a la organización que elija abajo, con sus carpetas y etiquetas. Sus usuarios la pierden, y quienes no pertenecen a ninguna otra organización se desactivan. Sus capas se eliminan con sus archivos. Esta acción no se puede deshacer.',
  'organizations.moveTo': 'Mover sus informes a',
  'organizations.moveToChoose': 'Elija una organización',
};
