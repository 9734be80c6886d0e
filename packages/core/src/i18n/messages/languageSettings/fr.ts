import type { languageSettingsEn } from './en.js';

export const languageSettingsFr: Record<keyof typeof languageSettingsEn, string> = {
  'languageSettings.title': 'Paramètres des langues',
  'languageSettings.intro':
    'Les langues que chacun peut utiliser dans le tableau de bord, sur le site public et dans l’application mobile.',
  'languageSettings.enabledSection': 'Langues activées',
  'languageSettings.enabledHint':
    'Une langue désactivée disparaît de tous les choix de langue. Ceux qui l’utilisent voient la langue par défaut la prochaine fois qu’ils ouvrent le tableau de bord.',
  'languageSettings.defaultLocked': 'La langue par défaut ne peut pas être désactivée',
  'languageSettings.defaultLanguage': 'Langue par défaut',
  'languageSettings.defaultLanguageHint':
    'Ce que l’on voit avant de choisir une langue. Seule une langue activée peut être la langue par défaut.',
  'languageSettings.saving': 'Enregistrement…',
  'languageSettings.noChanges': 'Rien n’a changé',
  'languageSettings.loadFailed': 'Les paramètres n’ont pas pu être chargés.',
  'languageSettings.retry': 'Réessayer',
};
