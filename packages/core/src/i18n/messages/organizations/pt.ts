import type { organizationsEn } from './en.js';

export const organizationsPt: Record<keyof typeof organizationsEn, string> = {
  'organizations.tab': 'Organizações',
  'organizations.title': 'Organizações',
  'organizations.intro':
    'Os relatórios, pastas, etiquetas, camadas e utilizadores pertencem a organizações. Cada utilizador só vê os relatórios das suas próprias organizações.',
  'organizations.disabled': 'As organizações estão desativadas nesta instalação.',
  'organizations.picker': 'Organização',
  'organizations.loading': 'A carregar organizações…',
  'organizations.loadError': 'Não foi possível carregar as organizações.',
  'organizations.retry': 'Tentar novamente',
  'organizations.empty': 'Ainda não há organizações.',
  'organizations.list': 'Organizações',
  'organizations.column.name': 'Nome',
  'organizations.column.actions': 'Ações',
  'organizations.add': 'Adicionar uma organização',
  'organizations.rename': 'Mudar o nome',
  'organizations.renameNamed': 'Mudar o nome {name}',
  'organizations.delete': 'Eliminar',
  'organizations.deleteNamed': 'Eliminar {name}',
  'organizations.lastOne': 'A última organização não pode ser eliminada.',

  'organizations.createTitle': 'Nova organização',
  'organizations.renameTitle': 'Mudar o nome de «{name}»',
  'organizations.name': 'Nome',
  'organizations.nameHint': 'No máximo {max} caracteres.',
  'organizations.create': 'Criar organização',
  'organizations.save': 'Guardar alterações',
  'organizations.saving': 'A guardar…',
  'organizations.noChanges': 'Nada foi alterado',
  'organizations.created': 'Organização criada',
  'organizations.renamed': 'Nome da organização alterado',
  'organizations.deleted': 'Organização eliminada',

  'organizations.deleteTitle': 'Eliminar esta organização?',
  'organizations.deleteConfirm': 'Eliminar organização',
  'organizations.counting': 'A contar o que esta organização contém…',
  'organizations.deleteReports':
    '{reports, plural, one {O # relatório de «{name}» passa} other {Os # relatórios de «{name}» passam}} para a organização que escolher abaixo, com {folders, plural, one {# pasta} other {# pastas}} e {tags, plural, one {# etiqueta} other {# etiquetas}}.',
  'organizations.deleteNoReports': '«{name}» não contém relatórios; as suas pastas e etiquetas são eliminadas com ela.',
  'organizations.deleteUsers':
    '{users, plural, =0 {Nenhum utilizador pertence a ela.} one {# utilizador perde esta organização.} other {# utilizadores perdem esta organização.}}',
  'organizations.deleteDeactivated':
    '{count, plural, one {# deles não pertence a nenhuma outra organização e será desativado.} other {# deles não pertencem a nenhuma outra organização e serão desativados.}}',
  'organizations.deleteLayers':
    '{layers, plural, =0 {Não tem camadas.} one {A sua # camada é eliminada com o seu ficheiro.} other {As suas # camadas são eliminadas com os seus ficheiros.}}',
  'organizations.deleteFinal': 'Esta ação não pode ser anulada.',
  'organizations.deleteWarningUncounted':
    'Os relatórios de «{name}» passam para a organização que escolher abaixo, com as suas pastas e etiquetas. Os seus utilizadores perdem-na, e os que não pertencem a nenhuma outra organização são desativados. As suas camadas são eliminadas com os seus ficheiros. Esta ação não pode ser anulada.',
  'organizations.moveTo': 'Mover os seus relatórios para',
  'organizations.moveToChoose': 'Escolha uma organização',
};
