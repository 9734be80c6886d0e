/** The admin Organizations tab and the organization choice of the admin tabs, English source. */
export const organizationsEn = {
  'organizations.tab': 'Organizations',
  'organizations.title': 'Organizations',
  'organizations.intro':
    'Reports, folders, tags, layers and users belong to organizations. Users see the reports of their own organizations only.',
  'organizations.disabled': 'Organizations are switched off on this installation.',
  'organizations.picker': 'Organization',
  'organizations.loading': 'Loading organizations…',
  'organizations.loadError': 'The organizations could not be loaded.',
  'organizations.retry': 'Try again',
  'organizations.empty': 'There are no organizations yet.',
  'organizations.list': 'Organizations',
  'organizations.column.name': 'Name',
  'organizations.column.actions': 'Actions',
  'organizations.add': 'Add an organization',
  'organizations.rename': 'Rename',
  'organizations.renameNamed': 'Rename {name}',
  'organizations.delete': 'Delete',
  'organizations.deleteNamed': 'Delete {name}',
  'organizations.lastOne': 'The last organization cannot be deleted.',

  'organizations.createTitle': 'New organization',
  'organizations.renameTitle': 'Rename “{name}”',
  'organizations.name': 'Name',
  'organizations.nameHint': 'At most {max} characters.',
  'organizations.create': 'Create organization',
  'organizations.save': 'Save changes',
  'organizations.saving': 'Saving…',
  'organizations.noChanges': 'Nothing has changed',
  'organizations.created': 'Organization created',
  'organizations.renamed': 'Organization renamed',
  'organizations.deleted': 'Organization deleted',

  'organizations.deleteTitle': 'Delete this organization?',
  'organizations.deleteConfirm': 'Delete organization',
  'organizations.counting': 'Counting what this organization holds…',
  'organizations.deleteReports':
    '{reports, plural, one {The # report of “{name}” moves} other {The # reports of “{name}” move}} to the organization you choose below, with its {folders, plural, one {# folder} other {# folders}} and {tags, plural, one {# tag} other {# tags}}.',
  'organizations.deleteNoReports': '“{name}” holds no reports; its folders and tags are deleted with it.',
  'organizations.deleteUsers':
    '{users, plural, =0 {No user belongs to it.} one {# user loses this organization.} other {# users lose this organization.}}',
  'organizations.deleteDeactivated':
    '{count, plural, one {# of them belongs to no other organization and will be deactivated.} other {# of them belong to no other organization and will be deactivated.}}',
  'organizations.deleteLayers':
    '{layers, plural, =0 {It has no layers.} one {Its # layer is removed with its file.} other {Its # layers are removed with their files.}}',
  'organizations.deleteFinal': 'This cannot be undone.',
  'organizations.deleteWarningUncounted':
    'The reports of “{name}” move to the organization you choose below, with its folders and tags. Its users lose it, and those who belong to no other organization are deactivated. Its layers are removed with their files. This cannot be undone.',
  'organizations.moveTo': 'Move its reports to',
  'organizations.moveToChoose': 'Choose an organization',
} as const;
