import type { appSettingsEn } from './en.js';

export const appSettingsEs: Record<keyof typeof appSettingsEn, string> = {
  'appSettings.title': 'Configuración de la aplicación',
  'appSettings.intro': 'Cómo se comportan la aplicación móvil y las integraciones de socios.',
  'appSettings.anonymousSection': 'Envíos anónimos',
  'appSettings.anonymousEnabled': 'Inicio de sesión anónimo',
  'appSettings.anonymousEnabledHint': 'Permite enviar informes desde la aplicación móvil y las integraciones de socios sin una cuenta.',
  'appSettings.organization': 'Organización de los informes anónimos',
  'appSettings.organizationHint': 'Todos los informes anónimos van a esta organización.',
  'appSettings.chooseOrganization': 'Elegir una organización',
  'appSettings.organizationRequired': 'Elija la organización a la que van los informes anónimos',
  'appSettings.organizationMissing': 'Organización {id} (ya no existe)',
  'appSettings.organizationsFailed': 'No se pudieron cargar las organizaciones. Recargue la página para volver a intentarlo.',
  'appSettings.mobileOrganizationWarning':
    'Cambiar esta organización afecta a todas las aplicaciones móviles e integraciones: los informes anónimos enviados a partir de ahora irán a la nueva organización. Los informes ya enviados se quedan donde están.',
  'appSettings.mobileSection': 'Aplicación móvil',
  'appSettings.mobileMaps': 'Mapas en la aplicación móvil',
  'appSettings.mobileMapsHint': 'Muestra los informes en un mapa en la aplicación móvil.',
  'appSettings.mobileUpdates': 'Actualizaciones en la aplicación móvil',
  'appSettings.mobileUpdatesHint': 'Permite a los usuarios móviles seguir lo que ocurre con sus informes.',
  'appSettings.mobileUpdatesForcedOff': 'Desactivado mientras las actualizaciones estén desactivadas para todo el producto.',
  'appSettings.mobileDatepicker': 'Selector de fecha en la aplicación móvil',
  'appSettings.mobileDatepickerHint':
    'Permite a los usuarios móviles elegir la fecha de un suceso en lugar de usar la hora en que lo informan.',
  'appSettings.lessonsUrl': 'Ruta personalizada de las lecciones',
  'appSettings.lessonsUrlHint':
    'La dirección desde la que la aplicación móvil descarga sus lecciones. Déjela vacía para usar las lecciones predeterminadas.',
  'appSettings.lessonsUrlInvalid': 'Escriba una dirección completa, por ejemplo https://example.org/lessons.zip, o deje el campo vacío',
  'appSettings.saving': 'Guardando…',
  'appSettings.noChanges': 'No ha cambiado nada',
  'appSettings.loadFailed': 'No se pudo cargar la configuración.',
  'appSettings.retry': 'Reintentar',
};
