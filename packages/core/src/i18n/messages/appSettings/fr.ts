import type { appSettingsEn } from './en.js';

export const appSettingsFr: Record<keyof typeof appSettingsEn, string> = {
  'appSettings.title': 'Configuration de l’application',
  'appSettings.intro': 'Le comportement de l’application mobile et des intégrations partenaires.',
  'appSettings.anonymousSection': 'Envois anonymes',
  'appSettings.anonymousEnabled': 'Connexion anonyme',
  'appSettings.anonymousEnabledHint':
    'Permet d’envoyer des signalements depuis l’application mobile et les intégrations partenaires sans compte.',
  'appSettings.organization': 'Organisation des signalements anonymes',
  'appSettings.organizationHint': 'Chaque signalement anonyme est rangé dans cette organisation.',
  'appSettings.chooseOrganization': 'Choisir une organisation',
  'appSettings.organizationRequired': 'Choisissez l’organisation qui recevra les signalements anonymes',
  'appSettings.organizationMissing': 'Organisation {id} (n’existe plus)',
  'appSettings.organizationsFailed': 'Les organisations n’ont pas pu être chargées. Rechargez la page pour réessayer.',
  'appSettings.mobileOrganizationWarning':
    'Changer cette organisation concerne toutes les applications mobiles et intégrations : les signalements anonymes envoyés à partir de maintenant iront dans la nouvelle organisation. Les signalements déjà envoyés restent où ils sont.',
  'appSettings.mobileSection': 'Application mobile',
  'appSettings.mobileMaps': 'Cartes dans l’application mobile',
  'appSettings.mobileMapsHint': 'Affiche les signalements sur une carte dans l’application mobile.',
  'appSettings.mobileUpdates': 'Mises à jour dans l’application mobile',
  'appSettings.mobileUpdatesHint': 'Permet aux utilisateurs mobiles de suivre ce qu’il advient de leurs signalements.',
  'appSettings.mobileUpdatesForcedOff': 'Désactivé tant que les mises à jour sont désactivées pour tout le produit.',
  'appSettings.mobileDatepicker': 'Sélecteur de date dans l’application mobile',
  'appSettings.mobileDatepickerHint':
    'Permet aux utilisateurs mobiles de choisir la date d’un événement au lieu de l’heure du signalement.',
  'appSettings.lessonsUrl': 'Chemin personnalisé des leçons',
  'appSettings.lessonsUrlHint': 'L’adresse d’où l’application mobile télécharge ses leçons. Laissez vide pour les leçons par défaut.',
  'appSettings.lessonsUrlInvalid': 'Saisissez une adresse complète, par exemple https://example.org/lessons.zip, ou laissez le champ vide',
  'appSettings.saving': 'Enregistrement…',
  'appSettings.noChanges': 'Rien n’a changé',
  'appSettings.loadFailed': 'Les paramètres n’ont pas pu être chargés.',
  'appSettings.retry': 'Réessayer',
};
