import type { settingsEn } from './en.js';

export const settingsEs: Record<keyof typeof settingsEn, string> = {
  'settings.tab': 'Configuración',
  'settings.sections': 'Secciones de la configuración',
  'settings.tab.languages': 'Idiomas',
  'settings.tab.map': 'Mapa',

  'settings.tab.dashboard': 'Configuración del panel',

  'settings.tab.app': 'Configuración de la aplicación',

  'settings.tab.publicSite': 'Sitio público',
  'settings.tab.terminology': 'Terminología',

  'settings.tab.general': 'General',
};
