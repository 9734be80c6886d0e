import type { passkeysEn } from './en.js';

export const passkeysFr: Record<keyof typeof passkeysEn, string> = {
  'passkeys.title': 'Clés d’accès',
  'passkeys.intro':
    'Après votre mot de passe, une clé d’accès sur cet appareil ou une clé de sécurité peut prouver que c’est bien vous, à la place d’un code.',
  'passkeys.unsupported':
    'Ce navigateur ne sait pas utiliser les clés d’accès. Ouvrez Fieldwatch dans un navigateur récent pour en ajouter ou en utiliser une.',
  'passkeys.empty': 'Vous n’avez pas encore de clé d’accès.',
  'passkeys.created': 'Ajoutée le {date}',
  'passkeys.lastUsed': 'Dernière utilisation le {date}',
  'passkeys.neverUsed': 'Jamais utilisée',
  'passkeys.add': 'Ajouter une clé d’accès',
  'passkeys.name': 'Nom de la clé d’accès',
  'passkeys.nameHint': 'Par exemple, l’appareil qui la porte',
  'passkeys.currentPassword': 'Mot de passe actuel',
  'passkeys.create': 'Créer la clé d’accès',
  'passkeys.cancel': 'Annuler',
  'passkeys.rename': 'Renommer',
  'passkeys.renameLabel': 'Nouveau nom pour {name}',
  'passkeys.save': 'Enregistrer',
  'passkeys.remove': 'Supprimer',
  'passkeys.removeTitle': 'Supprimer la clé d’accès « {name} » ?',
  'passkeys.removeBody': 'Saisissez votre mot de passe actuel pour la supprimer. Vos autres sessions seront fermées.',
  'passkeys.added': 'Clé d’accès ajoutée. Vos autres sessions ont été fermées.',
  'passkeys.renamed': 'Clé d’accès renommée.',
  'passkeys.removed': 'Clé d’accès supprimée.',
  'passkeys.cancelled': 'Aucune clé d’accès n’a été créée : la fenêtre du navigateur a été fermée ou a expiré.',
  'passkeys.signIn.use': 'Utiliser une clé d’accès',
  'passkeys.signIn.title': 'Confirmez votre identité avec votre clé d’accès',
  'passkeys.signIn.or': 'ou',
  'passkeys.signIn.failed': 'Cette clé d’accès n’a pas pu être utilisée. Réessayez ou utilisez un autre moyen.',
  'passkeys.signIn.cancelled': 'La fenêtre de la clé d’accès a été fermée ou a expiré.',
};
