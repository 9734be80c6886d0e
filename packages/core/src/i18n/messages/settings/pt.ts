import type { settingsEn } from './en.js';

export const settingsPt: Record<keyof typeof settingsEn, string> = {
  'settings.tab': 'Definições',
  'settings.sections': 'Secções das definições',
  'settings.tab.languages': 'Idiomas',
  'settings.tab.map': 'Mapa',

  'settings.tab.dashboard': 'Configuração do painel',

  'settings.tab.app': 'Configuração da aplicação',

  'settings.tab.publicSite': 'Site público',
  'settings.tab.terminology': 'Terminologia',

  'settings.tab.general': 'Geral',
};
