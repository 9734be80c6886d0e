import type { passkeysEn } from './en.js';

export const passkeysPt: Record<keyof typeof passkeysEn, string> = {
  'passkeys.title': 'Chaves de acesso',
  'passkeys.intro':
    'Depois da sua palavra-passe, uma chave de acesso neste dispositivo ou uma chave de segurança pode provar que é você, em vez de um código.',
  'passkeys.unsupported':
    'Este navegador não consegue usar chaves de acesso. Abra o Fieldwatch num navegador atual para adicionar ou usar uma.',
  'passkeys.empty': 'Ainda não tem nenhuma chave de acesso.',
  'passkeys.created': 'Adicionada em {date}',
  'passkeys.lastUsed': 'Última utilização em {date}',
  'passkeys.neverUsed': 'Ainda não utilizada',
  'passkeys.add': 'Adicionar uma chave de acesso',
  'passkeys.name': 'Nome da chave de acesso',
  'passkeys.nameHint': 'Por exemplo, o dispositivo onde está',
  'passkeys.currentPassword': 'Palavra-passe atual',
  'passkeys.create': 'Criar a chave de acesso',
  'passkeys.cancel': 'Cancelar',
  'passkeys.rename': 'Mudar o nome',
  'passkeys.renameLabel': 'Novo nome para {name}',
  'passkeys.save': 'Guardar',
  'passkeys.remove': 'Remover',
  'passkeys.removeTitle': 'Remover a chave de acesso «{name}»?',
  'passkeys.removeBody': 'Introduza a sua palavra-passe atual para a remover. As suas outras sessões serão terminadas.',
  'passkeys.added': 'Chave de acesso adicionada. As suas outras sessões foram terminadas.',
  'passkeys.renamed': 'O nome da chave de acesso foi alterado.',
  'passkeys.removed': 'Chave de acesso removida.',
  'passkeys.cancelled': 'Não foi criada nenhuma chave de acesso: a janela do navegador foi fechada ou expirou.',
  'passkeys.signIn.use': 'Usar uma chave de acesso',
  'passkeys.signIn.title': 'Confirme a sua identidade com a sua chave de acesso',
  'passkeys.signIn.or': 'ou',
  'passkeys.signIn.failed': 'Não foi possível usar esta chave de acesso. Tente novamente ou use outro meio.',
  'passkeys.signIn.cancelled': 'A janela da chave de acesso foi fechada ou expirou.',
};
