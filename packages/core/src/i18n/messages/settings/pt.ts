import type { settingsEn } from './en.js';

export const settingsPt: Record<keyof typeof settingsEn, string> = {
  'settings.tab': 'Definições',
  'settings.sections': 'Secções das definições',
  'settings.tab.map': 'Mapa',

  'settings.tab.app': 'Configuração da aplicação',

  'settings.tab.publicSite': 'Site público',
  'settings.tab.terminology': 'Terminologia',
};
