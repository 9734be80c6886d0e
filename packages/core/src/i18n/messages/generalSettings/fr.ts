import type { generalSettingsEn } from './en.js';

export const generalSettingsFr: Record<keyof typeof generalSettingsEn, string> = {
  'generalSettings.title': 'Paramètres généraux',
  'generalSettings.intro': 'Les paramètres qui valent pour tout le déploiement.',
  'generalSettings.timezoneSection': 'Fuseau horaire',
  'generalSettings.timezoneSearch': 'Trouver un fuseau horaire',
  'generalSettings.timezoneSearchHint': 'Saisissez une partie de son nom, par exemple London, Asia ou +05:30.',
  'generalSettings.timezoneMatches': 'Fuseaux horaires correspondants : {count}',
  'generalSettings.timezone': 'Fuseau horaire du déploiement',
  'generalSettings.timezoneHint':
    'Les formulaires de signalement lisent l’heure de l’événement saisie à l’heure de ce fuseau. Le tableau de bord affiche toutes les dates en UTC.',
  'generalSettings.saving': 'Enregistrement…',
  'generalSettings.noChanges': 'Rien n’a changé',
  'generalSettings.loadFailed': 'Les paramètres n’ont pas pu être chargés.',
  'generalSettings.retry': 'Réessayer',
};
