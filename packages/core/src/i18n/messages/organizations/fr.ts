import type { organizationsEn } from './en.js';

export const organizationsFr: Record<keyof typeof organizationsEn, string> = {
  'organizations.tab': 'Organisations',
  'organizations.title': 'Organisations',
  'organizations.intro':
    'Les signalements, dossiers, étiquettes, couches et utilisateurs appartiennent à des organisations. Chaque utilisateur ne voit que les signalements de ses organisations.',
  'organizations.disabled': 'Les organisations sont désactivées sur cette installation.',
  'organizations.picker': 'Organisation',
  'organizations.loading': 'Chargement des organisations…',
  'organizations.loadError': 'Les organisations n’ont pas pu être chargées.',
  'organizations.retry': 'Réessayer',
  'organizations.empty': 'Il n’y a encore aucune organisation.',
  'organizations.list': 'Organisations',
  'organizations.column.name': 'Nom',
  'organizations.column.actions': 'Opérations',
  'organizations.add': 'Ajouter une organisation',
  'organizations.rename': 'Renommer',
  'organizations.renameNamed': 'Renommer {name}',
  'organizations.delete': 'Supprimer',
  'organizations.deleteNamed': 'Supprimer {name}',
  'organizations.lastOne': 'La dernière organisation ne peut pas être supprimée.',

  'organizations.createTitle': 'Nouvelle organisation',
  'organizations.renameTitle': 'Renommer « {name} »',
  'organizations.name': 'Nom',
  'organizations.nameHint': '{max} caractères au plus.',
  'organizations.create': 'Créer l’organisation',
  'organizations.save': 'Enregistrer les modifications',
  'organizations.saving': 'Enregistrement…',
  'organizations.noChanges': 'Rien n’a changé',
  'organizations.created': 'Organisation créée',
  'organizations.renamed': 'Organisation renommée',
  'organizations.deleted': 'Organisation supprimée',

  'organizations.deleteTitle': 'Supprimer cette organisation ?',
  'organizations.deleteConfirm': 'Supprimer l’organisation',
  'organizations.counting': 'Décompte de ce que contient cette organisation…',
  'organizations.deleteReports':
    '{reports, plural, one {Le signalement (#) de « {name} » passe} other {Les # signalements de « {name} » passent}} à l’organisation choisie ci-dessous, avec {folders, plural, one {# dossier} other {# dossiers}} et {tags, plural, one {# étiquette} other {# étiquettes}}.',
  'organizations.deleteNoReports': '« {name} » ne contient aucun signalement ; ses dossiers et ses étiquettes sont supprimés avec elle.',
  'organizations.deleteUsers':
    '{users, plural, =0 {Aucun utilisateur n’en fait partie.} one {# utilisateur perd cette organisation.} other {# utilisateurs perdent cette organisation.}}',
  'organizations.deleteDeactivated':
    '{count, plural, one {# d’entre eux n’appartient à aucune autre organisation et sera désactivé.} other {# d’entre eux n’appartiennent à aucune autre organisation et seront désactivés.}}',
  'organizations.deleteLayers':
    '{layers, plural, =0 {Elle n’a aucune couche.} one {Sa couche (#) est supprimée avec son fichier.} other {Ses # couches sont supprimées avec leurs fichiers.}}',
  'organizations.deleteFinal': 'Cette action est irréversible.',
  'organizations.deleteWarningUncounted':
    'Les signalements de « {name} » passent à l’organisation choisie ci-dessous, avec ses dossiers et ses étiquettes. Ses utilisateurs la perdent, et ceux qui n’appartiennent à aucune autre organisation sont désactivés. Ses couches sont supprimées avec leurs fichiers. Cette action est irréversible.',
  'organizations.moveTo': 'Déplacer ses signalements vers',
  'organizations.moveToChoose': 'Choisissez une organisation',
};
