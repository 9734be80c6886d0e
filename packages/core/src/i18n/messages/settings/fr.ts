import type { settingsEn } from './en.js';

export const settingsFr: Record<keyof typeof settingsEn, string> = {
  'settings.tab': 'Paramètres',
  'settings.sections': 'Sections des paramètres',
  'settings.tab.languages': 'Langues',
  'settings.tab.map': 'Carte',

  'settings.tab.dashboard': 'Configuration du tableau de bord',

  'settings.tab.app': 'Configuration de l’application',

  'settings.tab.publicSite': 'Site public',
  'settings.tab.terminology': 'Terminologie',

  'settings.tab.general': 'Général',
};
