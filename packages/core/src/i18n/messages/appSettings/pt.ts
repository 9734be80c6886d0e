import type { appSettingsEn } from './en.js';

export const appSettingsPt: Record<keyof typeof appSettingsEn, string> = {
  'appSettings.title': 'Configuração da aplicação',
  'appSettings.intro': 'Como se comportam a aplicação móvel e as integrações de parceiros.',
  'appSettings.anonymousSection': 'Envios anónimos',
  'appSettings.anonymousEnabled': 'Início de sessão anónimo',
  'appSettings.anonymousEnabledHint': 'Permite enviar relatórios a partir da aplicação móvel e das integrações de parceiros sem conta.',
  'appSettings.organization': 'Organização dos relatórios anónimos',
  'appSettings.organizationHint': 'Todos os relatórios anónimos vão para esta organização.',
  'appSettings.chooseOrganization': 'Escolher uma organização',
  'appSettings.organizationRequired': 'Escolha a organização para onde vão os relatórios anónimos',
  'appSettings.organizationMissing': 'Organização {id} (já não existe)',
  'appSettings.organizationsFailed': 'Não foi possível carregar as organizações. Recarregue a página para tentar novamente.',
  'appSettings.mobileOrganizationWarning':
    'Alterar esta organização afeta todas as aplicações móveis e integrações: os relatórios anónimos enviados a partir de agora vão para a nova organização. Os relatórios já enviados ficam onde estão.',
  'appSettings.mobileSection': 'Aplicação móvel',
  'appSettings.mobileMaps': 'Mapas na aplicação móvel',
  'appSettings.mobileMapsHint': 'Mostra os relatórios num mapa na aplicação móvel.',
  'appSettings.mobileUpdates': 'Atualizações na aplicação móvel',
  'appSettings.mobileUpdatesHint': 'Permite aos utilizadores móveis acompanhar o que acontece aos seus relatórios.',
  'appSettings.mobileUpdatesForcedOff': 'Desativado enquanto as atualizações estiverem desativadas para todo o produto.',
  'appSettings.mobileDatepicker': 'Seletor de data na aplicação móvel',
  'appSettings.mobileDatepickerHint':
    'Permite aos utilizadores móveis escolher a data de um acontecimento em vez de usar a hora em que o relatam.',
  'appSettings.lessonsUrl': 'Caminho personalizado das lições',
  'appSettings.lessonsUrlHint': 'O endereço de onde a aplicação móvel descarrega as lições. Deixe vazio para usar as lições predefinidas.',
  'appSettings.lessonsUrlInvalid': 'Escreva um endereço completo, por exemplo https://example.org/lessons.zip, ou deixe o campo vazio',
  'appSettings.saving': 'A guardar…',
  'appSettings.noChanges': 'Nada foi alterado',
  'appSettings.loadFailed': 'Não foi possível carregar as definições.',
  'appSettings.retry': 'Tentar novamente',
};
