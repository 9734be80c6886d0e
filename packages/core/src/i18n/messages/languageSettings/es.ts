import type { languageSettingsEn } from './en.js';

export const languageSettingsEs: Record<keyof typeof languageSettingsEn, string> = {
  'languageSettings.title': 'Configuración de idiomas',
  'languageSettings.intro': 'Los idiomas que se pueden usar en el panel, en el sitio público y en la aplicación móvil.',
  'languageSettings.enabledSection': 'Idiomas activados',
  'languageSettings.enabledHint':
    'Un idioma desactivado desaparece de todas las opciones de idioma. Quien lo use verá el idioma predeterminado la próxima vez que abra el panel.',
  'languageSettings.defaultLocked': 'El idioma predeterminado no se puede desactivar',
  'languageSettings.defaultLanguage': 'Idioma predeterminado',
  'languageSettings.defaultLanguageHint': 'Lo que se ve antes de elegir un idioma. Solo un idioma activado puede ser el predeterminado.',
  'languageSettings.saving': 'Guardando…',
  'languageSettings.noChanges': 'No ha cambiado nada',
  'languageSettings.loadFailed': 'No se pudo cargar la configuración.',
  'languageSettings.retry': 'Reintentar',
};
