import { passkeysFr } from './passkeys/fr.js';
import type { Catalogue } from './en.js';
import { layersFr } from './layers/fr.js';
import { reportFr } from './report/fr.js';
import { reportListFr } from './reportList/fr.js';
import { filtersFr } from './filters/fr.js';
import { dashboardFr } from './dashboard/fr.js';
import { searchFr } from './search/fr.js';
import { foldersFr } from './folders/fr.js';
import { importFr } from './import/fr.js';
import { exportFr } from './export/fr.js';
import { coordinatesFr } from './coordinates/fr.js';
import { locationPickerFr } from './locationPicker/fr.js';
import { reportFormFr } from './reportForm/fr.js';
import { reportViewFr } from './reportView/fr.js';
import { activityFr } from './activity/fr.js';
import { commentFr } from './comment/fr.js';
import { mapFr } from './map/fr.js';
import { embedsFr } from './embeds/fr.js';
import { submissionsFr } from './submissions/fr.js';
import { settingsFr } from './settings/fr.js';
import { mapSettingsFr } from './mapSettings/fr.js';
import { appSettingsFr } from './appSettings/fr.js';
import { generalSettingsFr } from './generalSettings/fr.js';
import { dashboardSettingsFr } from './dashboardSettings/fr.js';
import { languageSettingsFr } from './languageSettings/fr.js';
import { publicSiteFr } from './publicSite/fr.js';
import { tagsFr } from './tags/fr.js';
import { organizationsFr } from './organizations/fr.js';
import { usersFr } from './users/fr.js';
import { securityFr } from './security/fr.js';
import { terminologyFr } from './terminology/fr.js';
import { auditFr } from './audit/fr.js';
import { embedFr } from './embed/fr.js';
import { analyticsFr } from './analytics/fr.js';
import { messagesFr } from './messages/fr.js';
import { storyEditorFr } from './storyEditor/fr.js';
import { storiesFr } from './stories/fr.js';
import { validationFr } from './validation/fr.js';
import { apiFr } from './api/fr.js';

export const fr: Catalogue = {
  'app.name': 'Fieldwatch',
  'app.tagline': 'Signalements de terrain, vérifiés et cartographiés',
  'app.skipToContent': 'Aller au contenu principal',
  'app.loading': 'Chargement…',

  'api.NO_CONTACTS': 'Contact d’urgence non valide',
  'api.NO_OPTIONS': 'Aucune option trouvée',
  'api.NO_ADMINS': 'Aucun administrateur trouvé',
  'api.REPORT_CLOSED': 'Ce signalement ne peut pas être modifié',
  'api.NO_LANGUAGE': 'Aucune langue active trouvée',
  'api.INSUFFICIENT_PRIVILEGES': 'Autorisations insuffisantes',
  'api.BAD_REQUEST': 'Requête non valide',
  'api.RESOURCE_NOT_FOUND': 'Ressource introuvable',
  'api.UNAUTHENTICATED': 'Échec de l’authentification',
  'api.VALIDATION_ERROR': 'Une erreur de validation s’est produite',
  'api.INSUFFICIENT_PARAMETERS': 'Paramètres insuffisants',
  'api.INVALID_PARAMETERS': 'Paramètres non valides',
  'api.INACTIVE_FEATURE': 'Cette fonctionnalité est désactivée',
  'api.SERVER_ERROR': 'Une erreur interne s’est produite lors du traitement de votre demande',
  'api.ERROR': 'Une erreur s’est produite',
  'api.TOO_MANY_REQUESTS': 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
  'api.PAYLOAD_TOO_LARGE': 'Le fichier dépasse la taille autorisée',
  'api.IDEMPOTENCY_KEY_REUSED':
    'Ceci a déjà été envoyé avec un autre contenu. Appuyez de nouveau sur Enregistrer pour l’envoyer à nouveau.',
  'api.IDEMPOTENCY_IN_PROGRESS': 'La même demande est encore en cours de réception. Patientez un instant et réessayez.',
  'api.STORY_CHANGED':
    'Cette histoire a été modifiée par quelqu’un d’autre depuis que vous l’avez ouverte. Copiez vos modifications, rechargez l’histoire et appliquez-les de nouveau.',
  'api.SECOND_FACTOR_REQUIRED': 'Configurez un second facteur pour votre compte avant de continuer',
  'api.NETWORK_ERROR': 'Une erreur s’est produite ! Vérifiez votre connexion et réessayez.',
  'api.EXPORT_FAILED': 'L’export a échoué avant que le fichier soit complet. Rien n’a été enregistré ; veuillez réessayer.',
  'api.API_UNREACHABLE':
    'Le serveur Fieldwatch est injoignable. Vérifiez votre connexion ; si cela persiste, cette page pointe peut-être vers une mauvaise adresse.',
  'api.NOT_FIELDWATCH': 'Cette page n’est pas reliée à un serveur Fieldwatch. Prévenez le responsable du site.',

  'notice.invalidLogin': 'Identifiants incorrects',
  'notice.somethingWrong': 'Une erreur s’est produite !',
  'notice.uploadError': 'Erreur lors de l’envoi. Vérifiez les fichiers et réessayez.',
  'notice.sessionExpired': 'Session expirée',
  'notice.invalidCode': 'Code non valide',
  'notice.invalidToken': 'Jeton non valide',
  'notice.passwordRequirements': 'Le mot de passe ne respecte pas les exigences minimales',
  'notice.passwordsNotEqual': 'Les mots de passe ne correspondent pas',
  'notice.usernameAlphanumeric': 'Le nom d’utilisateur doit être alphanumérique',
  'notice.fieldsHighlighted': 'Les champs signalés en rouge doivent être remplis',
  'notice.checkFields': 'Vérifiez la validité des champs',

  'success.login': 'Connexion réussie',
  'success.logout': 'Déconnexion réussie',
  'success.codeSent': 'Code de vérification envoyé',
  'success.recoverySent': 'E-mail de réinitialisation du mot de passe envoyé',
  'success.passwordChanged': 'Mot de passe modifié',
  'success.profileSaved': 'Profil enregistré',
  'success.settingsSaved': 'Paramètres enregistrés',
  'success.userCreated': 'Utilisateur créé',
  'success.userUpdated': 'Utilisateur mis à jour',
  'success.userDeleted': 'Utilisateur supprimé',

  'validation.required': 'Champ obligatoire',
  'validation.invalidEmail': 'Saisissez une adresse e-mail valide',
  'validation.firstNameExceeded': 'Le prénom ne doit pas dépasser {max} caractères',
  'validation.lastNameExceeded': 'Le nom ne doit pas dépasser {max} caractères',
  'validation.usernameExceeded': 'Le nom d’utilisateur ne doit pas dépasser {max} caractères',
  'validation.usernameAlphaNumber': 'Utilisez uniquement des lettres, des chiffres, le tiret bas, le point ou le trait d’union',
  'validation.organizationNameExceeded': 'Le nom de l’organisation ne doit pas dépasser {max} caractères',
  'validation.layerNameExceeded': 'Le nom de la couche ne doit pas dépasser {max} caractères',
  'validation.rasterUrlHttps': 'L’URL doit commencer par https://',
  'validation.rasterUrlInvalid': "Saisissez une URL valide, avec un hôte, qui contient '{z}', '{x}' et '{y}'",
  'validation.rasterUrlUnable': 'Impossible de charger une tuile depuis cette URL',
  'validation.vectorTilesetNotMapbox': 'Le jeu de tuiles doit commencer par mapbox://',
  'validation.taxonomyGroupNameExceeded': 'Le nom du groupe d’étiquettes ne doit pas dépasser {max} caractères',
  'validation.taxonomyChildNameExceeded': 'Le nom de l’étiquette ne doit pas dépasser {max} caractères',
  'validation.reportTitleExceeded': 'Le titre ne doit pas dépasser {max} caractères',
  'validation.reportDescriptionExceeded': 'La description ne doit pas dépasser {max} caractères',
  'validation.reportCommentExceeded': 'Le commentaire ne doit pas dépasser {max} caractères',
  'validation.reportWillReopen': 'Ce signalement était clôturé et sera rouvert.',
  'validation.messageSubjectExceeded': 'L’objet ne doit pas dépasser {max} caractères',
  'validation.messageTextExceeded': 'Le message ne doit pas dépasser {max} caractères',
  'validation.storyTitle': 'Le titre est obligatoire et ne doit pas dépasser {max} caractères',
  'validation.storySubtitle': 'Le sous-titre est obligatoire et ne doit pas dépasser {max} caractères',
  'validation.storyTextField': 'Le texte est obligatoire et ne doit pas dépasser {max} caractères',
  'validation.maxCodeLength': 'Le code comporte exactement 6 chiffres',
  'validation.invalidCode': 'Code non valide',
  'validation.latitudeInvalidNumber': 'La latitude doit être un nombre compris entre -90 et 90',
  'validation.longitudeInvalidNumber': 'La longitude doit être un nombre compris entre -180 et 180',
  'validation.passwordExceeded': 'Le mot de passe dépasse le nombre maximal de caractères',
  'validation.passwordRequirements': 'Le mot de passe ne respecte pas les exigences minimales',
  'validation.passwordMismatch': 'Le mot de passe et sa confirmation ne sont pas identiques',
  'validation.passwordCommon': 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  'validation.passwordTooShort': 'Le mot de passe doit comporter au moins {min} caractères',
  'validation.invalidValue': 'Cette valeur n’est pas valide',
  'validation.unknownField': 'Ce champ n’est pas accepté',
  'validation.invalidToken': 'Jeton non valide',
  'validation.usernameTaken': 'Ce nom d’utilisateur est déjà pris',
  'validation.eventDateFuture': 'La date de l’événement ne peut pas être dans le futur',
  'validation.dateAfterToday': 'La date ne peut pas être postérieure à aujourd’hui',
  'validation.startAfterEnd': 'La date de début ne peut pas être postérieure à la date de fin',
  'validation.searchExceeded': 'La recherche doit comporter au plus {max} caractères',
  'validation.folderNameExceeded': 'Le nom du dossier doit comporter au plus {max} caractères',
  'validation.invalidFileType': 'Ce type de fichier n’est pas accepté',
  'validation.assigneeInvalid': 'Choisissez un utilisateur de l’organisation de ce signalement',
  'validation.basemapInvalid': 'Ce champ n’accepte pas cette adresse. Voir les exemples ci-dessus.',
  'validation.tagPromptExceeded': 'L’invite doit comporter {max} caractères au maximum',
  'validation.tagTextGroupHasTag': 'Un groupe de type texte ne contient qu’une étiquette, et cette organisation l’a déjà',
  'validation.organizationHasReports': 'Cette organisation contient encore des rapports : choisissez où les déplacer',
  'validation.organizationNameTaken': 'Une organisation porte déjà ce nom',
  'validation.organizationIsLast': 'La dernière organisation ne peut pas être supprimée',
  'validation.stringsFileInvalid': 'Ce fichier ne peut pas être lu comme un CSV de lignes clé,texte',
  'validation.currentPasswordInvalid': 'Le mot de passe actuel est incorrect',
  'validation.passkeyNameExceeded': 'Le nom doit comporter 60 caractères au plus',
  'validation.passkeyInvalid': 'La clé d’accès n’a pas pu être vérifiée. Réessayez.',
  'validation.secondFactorRequired': 'Votre rôle exige un second facteur pour se connecter',

  'validation.layerFileInvalid': 'Ce fichier n’a pas pu être lu comme un shapefile, un KML ou un GeoJSON',
  'validation.layerFileEmpty': 'Ce fichier ne contient aucun point, aucune ligne ni aucune forme à dessiner',
  'validation.layerTooManyFeatures': 'Ce fichier contient plus de {max, number} entités',
  'validation.layerDataTooLarge': 'Ce fichier contient plus de données cartographiques que les {size} Mo autorisés',

  'login.title': 'Connexion',
  'login.intro': 'Connectez-vous pour examiner et gérer les signalements de terrain.',
  'login.username': 'Nom d’utilisateur',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.submitting': 'Connexion en cours…',
  'login.forgot': 'Mot de passe oublié ?',

  'password.show': 'Afficher le mot de passe',
  'password.hide': 'Masquer le mot de passe',

  'twoFactor.title': 'Saisissez votre code de vérification',
  'twoFactor.intro': 'Nous avons envoyé un code à 6 chiffres à l’adresse e-mail de {username}. Il est valable 10 minutes.',
  'twoFactor.code': 'Code de vérification',
  'twoFactor.codeHint': 'Le code à 6 chiffres reçu par e-mail',
  'twoFactor.remember': 'Ne plus demander sur cet appareil',
  'twoFactor.submit': 'Vérifier',
  'twoFactor.resend': 'Renvoyer le code',
  'twoFactor.resendIn': 'Renvoyer le code dans {seconds, plural, one {# seconde} other {# secondes}}',
  'twoFactor.back': 'Retour à la connexion',

  'forgot.title': 'Mot de passe oublié ?',
  'forgot.intro': 'Saisissez votre nom d’utilisateur et nous vous enverrons par e-mail un lien pour choisir un nouveau mot de passe.',
  'forgot.username': 'Nom d’utilisateur',
  'forgot.submit': 'Envoyer le lien de réinitialisation',
  'forgot.back': 'Retour à la connexion',

  'resetSent.title': 'Consultez votre messagerie',
  'resetSent.body':
    'Si un compte existe pour {username}, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Ce lien n’est utilisable qu’une seule fois, pendant une heure.',
  'resetSent.resend': 'Renvoyer le lien',
  'resetSent.back': 'Retour à la connexion',

  'newPassword.title': 'Créez un nouveau mot de passe',
  'newPassword.intro': 'Choisissez un mot de passe que vous n’utilisez nulle part ailleurs.',
  'newPassword.password': 'Nouveau mot de passe',
  'newPassword.confirmation': 'Confirmez le nouveau mot de passe',
  'newPassword.submit': 'Enregistrer le nouveau mot de passe',
  'newPassword.checklistTitle': 'Votre mot de passe doit contenir :',
  'newPassword.rule.length': 'De 7 à 72 caractères',
  'newPassword.rule.upper': 'Une lettre majuscule',
  'newPassword.rule.lower': 'Une lettre minuscule',
  'newPassword.rule.number': 'Un chiffre',
  'newPassword.rule.special': 'Un caractère spécial',
  'newPassword.rule.match': 'Deux saisies identiques',
  'newPassword.ruleMet': 'critère respecté',
  'newPassword.ruleNotMet': 'critère non respecté',
  'newPassword.missingLink': 'Ce lien est incomplet. Demandez-en un nouveau.',
  'newPassword.requestNew': 'Demander un nouveau lien',

  'profile.title': 'Profil',
  'profile.firstname': 'Prénom',
  'profile.lastname': 'Nom',
  'profile.email': 'E-mail',
  'profile.username': 'Nom d’utilisateur',
  'profile.role': 'Rôle',
  'profile.language': 'Langue par défaut',
  'profile.newPassword': 'Nouveau mot de passe',
  'profile.newPasswordHint': 'Laissez vide pour conserver votre mot de passe actuel.',
  'profile.confirmation': 'Confirmez le nouveau mot de passe',
  'profile.twoFactor': 'Demander un code envoyé par e-mail à chaque connexion',
  'profile.save': 'Enregistrer',
  'profile.saving': 'Enregistrement…',
  'profile.noChanges': 'Aucune modification',
  'profile.avatar': 'Avatar de {name}',
  'profile.detailsSection': 'Vos informations',
  'profile.passwordSection': 'Modifier le mot de passe',
  'profile.securitySection': 'Sécurité de la connexion',

  'role.Administrator': 'Administrateur',
  'role.Organization Admin': 'Administrateur de l’organisation',
  'role.Reader': 'Lecteur',
  'role.Mobile': 'Utilisateur mobile',

  'nav.label': 'Navigation principale',
  'nav.reports': 'Signalements',
  'nav.stories': 'Récits',
  'nav.messages': 'Messagerie',
  'nav.analytics': 'Analyses',
  'nav.admin': 'Administration',
  'nav.profile': 'Profil',
  'nav.logout': 'Se déconnecter',
  'nav.menu': 'Menu',
  'nav.language': 'Langue',
  'nav.organization': 'Organisation',

  'notFound.title': 'Page introuvable',
  'notFound.body': 'La page que vous recherchez n’existe pas ou a été déplacée.',
  'notFound.back': 'Revenir à la page précédente',

  'alerts.label': 'Notifications',
  'alerts.dismiss': 'Fermer la notification',

  'common.cancel': 'Annuler',
  'common.close': 'Fermer',
  'common.save': 'Enregistrer',
  'common.back': 'Retour',
  'common.leave': 'Quitter',
  'common.goBack': 'Revenir en arrière',

  'mail.twoFactor.subject': 'Votre code de vérification Fieldwatch : {code}',
  'mail.twoFactor.body':
    'Votre code de vérification est {code}. Il est valable 10 minutes. Si vous n’avez pas tenté de vous connecter, changez votre mot de passe.',
  'mail.reset.subject': 'Choisissez un nouveau mot de passe Fieldwatch',
  'mail.reset.body':
    'Une demande de réinitialisation du mot de passe de {username} a été effectuée. Ouvrez ce lien dans l’heure qui suit pour en choisir un nouveau : {link} Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  'mail.welcome.subject': 'Bienvenue sur Fieldwatch',
  'mail.welcome.setPassword':
    'Un compte au nom d’utilisateur {username} a été créé pour vous sur Fieldwatch. Ouvrez ce lien pour choisir votre mot de passe : {link} Le lien ne sert qu’une fois et reste valable {days, plural, one {# jour} other {# jours}}.',
  'mail.welcome.signIn':
    'Un compte au nom d’utilisateur {username} a été créé pour vous sur Fieldwatch. Connectez-vous sur {link} avec le mot de passe que votre administrateur vous communiquera. Si vous ne l’avez pas, choisissez « Mot de passe oublié ? » sur cette page.',
  'mail.securityChange.subject': 'Votre compte Fieldwatch a été modifié',
  'mail.securityChange.body':
    'Bonjour {username},\n\nUn changement a été apporté à votre compte Fieldwatch le {date} : {change, select, password {nouveau mot de passe} email {nouvelle adresse e-mail} secondfactor {nouveau second facteur} other {nouveaux réglages de connexion}}. Tous les autres appareils ont été déconnectés.\n\nSi vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe sans attendre et prévenez votre administrateur.',

  // each screen area in its own module, named after its key prefix, so that areas are translated and reviewed apart
  ...layersFr,
  ...reportFr,
  ...reportListFr,
  ...filtersFr,
  ...dashboardFr,
  ...searchFr,
  ...foldersFr,
  ...importFr,
  ...exportFr,
  ...coordinatesFr,
  ...locationPickerFr,
  ...reportFormFr,
  ...reportViewFr,
  ...activityFr,
  ...commentFr,
  ...mapFr,
  ...embedsFr,
  ...submissionsFr,
  ...settingsFr,
  ...mapSettingsFr,
  ...appSettingsFr,
  ...generalSettingsFr,
  ...dashboardSettingsFr,
  ...languageSettingsFr,
  ...publicSiteFr,
  ...tagsFr,
  ...organizationsFr,
  ...usersFr,
  ...securityFr,
  ...terminologyFr,
  ...auditFr,
  ...embedFr,
  ...analyticsFr,
  ...messagesFr,
  ...storyEditorFr,
  ...storiesFr,
  ...passkeysFr,
  ...validationFr,
  ...apiFr,
};
