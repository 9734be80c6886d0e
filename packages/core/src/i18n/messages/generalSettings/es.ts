import type { generalSettingsEn } from './en.js';

export const generalSettingsEs: Record<keyof typeof generalSettingsEn, string> = {
  'generalSettings.title': 'Configuración general',
  'generalSettings.intro': 'Ajustes que se aplican a toda la instalación.',
  'generalSettings.timezoneSection': 'Zona horaria',
  'generalSettings.timezoneSearch': 'Buscar una zona horaria',
  'generalSettings.timezoneSearchHint': 'Escriba parte de su nombre, por ejemplo London, Asia o +05:30.',
  'generalSettings.timezoneMatches': 'Zonas horarias que coinciden: {count}',
  'generalSettings.timezone': 'Zona horaria de la instalación',
  'generalSettings.timezoneHint':
    'Los formularios de informe leen la hora del suceso escrita según el reloj de esta zona. El panel muestra todas las fechas en UTC.',
  'generalSettings.saving': 'Guardando…',
  'generalSettings.noChanges': 'No ha cambiado nada',
  'generalSettings.loadFailed': 'No se pudo cargar la configuración.',
  'generalSettings.retry': 'Reintentar',
};
