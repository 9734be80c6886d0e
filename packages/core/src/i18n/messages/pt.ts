import { passkeysPt } from './passkeys/pt.js';
import type { Catalogue } from './en.js';
import { layersPt } from './layers/pt.js';
import { reportPt } from './report/pt.js';
import { reportListPt } from './reportList/pt.js';
import { filtersPt } from './filters/pt.js';
import { dashboardPt } from './dashboard/pt.js';
import { searchPt } from './search/pt.js';
import { foldersPt } from './folders/pt.js';
import { importPt } from './import/pt.js';
import { exportPt } from './export/pt.js';
import { coordinatesPt } from './coordinates/pt.js';
import { locationPickerPt } from './locationPicker/pt.js';
import { reportFormPt } from './reportForm/pt.js';
import { reportViewPt } from './reportView/pt.js';
import { activityPt } from './activity/pt.js';
import { commentPt } from './comment/pt.js';
import { mapPt } from './map/pt.js';
import { embedsPt } from './embeds/pt.js';
import { submissionsPt } from './submissions/pt.js';
import { settingsPt } from './settings/pt.js';
import { mapSettingsPt } from './mapSettings/pt.js';
import { appSettingsPt } from './appSettings/pt.js';
import { generalSettingsPt } from './generalSettings/pt.js';
import { dashboardSettingsPt } from './dashboardSettings/pt.js';
import { languageSettingsPt } from './languageSettings/pt.js';
import { publicSitePt } from './publicSite/pt.js';
import { tagsPt } from './tags/pt.js';
import { organizationsPt } from './organizations/pt.js';
import { usersPt } from './users/pt.js';
import { securityPt } from './security/pt.js';
import { terminologyPt } from './terminology/pt.js';
import { auditPt } from './audit/pt.js';
import { embedPt } from './embed/pt.js';
import { analyticsPt } from './analytics/pt.js';
import { messagesPt } from './messages/pt.js';
import { storyEditorPt } from './storyEditor/pt.js';
import { storiesPt } from './stories/pt.js';
import { validationPt } from './validation/pt.js';
import { apiPt } from './api/pt.js';

export const pt: Catalogue = {
  'app.name': 'Fieldwatch',
  'app.tagline': 'Relatórios de campo, verificados e cartografados',
  'app.skipToContent': 'Saltar para o conteúdo principal',
  'app.loading': 'A carregar…',

  'api.NO_CONTACTS': 'Contacto de emergência inválido',
  'api.NO_OPTIONS': 'Não foram encontradas opções',
  'api.NO_ADMINS': 'Não foram encontrados administradores',
  'api.REPORT_CLOSED': 'Este relatório não pode ser editado',
  'api.NO_LANGUAGE': 'Não foi encontrado nenhum idioma ativo',
  'api.INSUFFICIENT_PRIVILEGES': 'Permissões insuficientes',
  'api.BAD_REQUEST': 'Pedido inválido',
  'api.RESOURCE_NOT_FOUND': 'Recurso não encontrado',
  'api.UNAUTHENTICATED': 'Falha na autenticação',
  'api.VALIDATION_ERROR': 'Ocorreu um erro de validação',
  'api.INSUFFICIENT_PARAMETERS': 'Parâmetros insuficientes',
  'api.INVALID_PARAMETERS': 'Parâmetros inválidos',
  'api.INACTIVE_FEATURE': 'Esta funcionalidade está desativada',
  'api.SERVER_ERROR': 'Ocorreu um erro interno ao processar o seu pedido',
  'api.ERROR': 'Ocorreu um erro',
  'api.TOO_MANY_REQUESTS': 'Demasiadas tentativas. Aguarde alguns minutos e tente novamente.',
  'api.PAYLOAD_TOO_LARGE': 'O ficheiro excede o tamanho permitido',
  'api.IDEMPOTENCY_KEY_REUSED': 'Isto já foi enviado uma vez com outro conteúdo. Prima Guardar de novo para o enviar outra vez.',
  'api.IDEMPOTENCY_IN_PROGRESS': 'O mesmo pedido ainda está a ser recebido. Aguarde um momento e tente novamente.',
  'api.STORY_CHANGED':
    'Esta história foi alterada por outra pessoa depois de a abrir. Copie as suas alterações, recarregue a história e aplique-as de novo.',
  'api.SECOND_FACTOR_REQUIRED': 'Configure um segundo fator para a sua conta antes de continuar',
  'api.NETWORK_ERROR': 'Ocorreu um erro! Verifique a sua ligação e tente novamente.',
  'api.EXPORT_FAILED': 'A exportação falhou antes de o ficheiro estar completo. Nada foi guardado; tente novamente.',
  'api.API_UNREACHABLE':
    'Não é possível contactar o servidor Fieldwatch. Verifique a sua ligação; se persistir, esta página pode apontar para um endereço errado.',
  'api.NOT_FIELDWATCH': 'Esta página não está ligada a um servidor Fieldwatch. Informe o responsável do site.',

  'notice.invalidLogin': 'Credenciais inválidas',
  'notice.somethingWrong': 'Ocorreu um erro!',
  'notice.uploadError': 'Erro no carregamento. Verifique os ficheiros e tente novamente.',
  'notice.sessionExpired': 'Sessão expirada',
  'notice.invalidCode': 'Código inválido',
  'notice.invalidToken': 'Token inválido',
  'notice.passwordRequirements': 'A palavra-passe não cumpre os requisitos mínimos',
  'notice.passwordsNotEqual': 'As palavras-passe não coincidem',
  'notice.usernameAlphanumeric': 'O nome de utilizador deve ser alfanumérico',
  'notice.fieldsHighlighted': 'Os campos assinalados a vermelho têm de ser preenchidos',
  'notice.checkFields': 'Verifique a validação dos campos',

  'success.login': 'Sessão iniciada com sucesso',
  'success.logout': 'Sessão terminada com sucesso',
  'success.codeSent': 'Código de verificação enviado',
  'success.recoverySent': 'E-mail de recuperação da palavra-passe enviado',
  'success.passwordChanged': 'Palavra-passe alterada',
  'success.profileSaved': 'Perfil guardado',
  'success.settingsSaved': 'Definições guardadas',
  'success.userCreated': 'Utilizador criado',
  'success.userUpdated': 'Utilizador atualizado',
  'success.userDeleted': 'Utilizador eliminado',

  'validation.required': 'Campo obrigatório',
  'validation.invalidEmail': 'Introduza um endereço de e-mail válido',
  'validation.firstNameExceeded': 'O nome próprio deve ter, no máximo, {max} caracteres',
  'validation.lastNameExceeded': 'O apelido deve ter, no máximo, {max} caracteres',
  'validation.usernameExceeded': 'O nome de utilizador deve ter, no máximo, {max} caracteres',
  'validation.usernameAlphaNumber': 'Utilize apenas letras, algarismos, sublinhado, ponto ou hífen',
  'validation.organizationNameExceeded': 'O nome da organização deve ter, no máximo, {max} caracteres',
  'validation.layerNameExceeded': 'O nome da camada deve ter, no máximo, {max} caracteres',
  'validation.rasterUrlHttps': 'O URL deve começar por https://',
  'validation.rasterUrlInvalid': "Introduza um URL válido, com um anfitrião, que contenha '{z}', '{x}' e '{y}'",
  'validation.rasterUrlUnable': 'Não é possível carregar um mosaico a partir deste URL',
  'validation.vectorTilesetNotMapbox': 'O conjunto de mosaicos deve começar por mapbox://',
  'validation.taxonomyGroupNameExceeded': 'O nome do grupo de etiquetas deve ter, no máximo, {max} caracteres',
  'validation.taxonomyChildNameExceeded': 'O nome da etiqueta deve ter, no máximo, {max} caracteres',
  'validation.reportTitleExceeded': 'O título deve ter, no máximo, {max} caracteres',
  'validation.reportDescriptionExceeded': 'A descrição deve ter, no máximo, {max} caracteres',
  'validation.reportCommentExceeded': 'O comentário deve ter, no máximo, {max} caracteres',
  'validation.reportWillReopen': 'Este relatório estava fechado e será reaberto.',
  'validation.messageSubjectExceeded': 'O assunto deve ter, no máximo, {max} caracteres',
  'validation.messageTextExceeded': 'A mensagem deve ter, no máximo, {max} caracteres',
  'validation.storyTitle': 'O título é obrigatório e deve ter, no máximo, {max} caracteres',
  'validation.storySubtitle': 'O subtítulo é obrigatório e deve ter, no máximo, {max} caracteres',
  'validation.storyTextField': 'O texto é obrigatório e deve ter, no máximo, {max} caracteres',
  'validation.maxCodeLength': 'O código tem exatamente 6 algarismos',
  'validation.invalidCode': 'Código inválido',
  'validation.latitudeInvalidNumber': 'A latitude deve ser um número entre -90 e 90',
  'validation.longitudeInvalidNumber': 'A longitude deve ser um número entre -180 e 180',
  'validation.passwordExceeded': 'A palavra-passe excede o número máximo de caracteres',
  'validation.passwordRequirements': 'A palavra-passe não cumpre os requisitos mínimos',
  'validation.passwordMismatch': 'A palavra-passe e a confirmação não são idênticas',
  'validation.passwordCommon': 'Esta palavra-passe é demasiado comum. Escolha outra.',
  'validation.passwordTooShort': 'A palavra-passe deve ter, pelo menos, {min} caracteres',
  'validation.invalidValue': 'Este valor não é válido',
  'validation.unknownField': 'Este campo não é aceite',
  'validation.invalidToken': 'Token inválido',
  'validation.usernameTaken': 'Este nome de utilizador já está a ser utilizado',
  'validation.eventDateFuture': 'A data do acontecimento não pode ser no futuro',
  'validation.dateAfterToday': 'A data não pode ser posterior a hoje',
  'validation.startAfterEnd': 'A data de início não pode ser posterior à data de fim',
  'validation.searchExceeded': 'A pesquisa deve ter no máximo {max} caracteres',
  'validation.folderNameExceeded': 'O nome da pasta deve ter no máximo {max} caracteres',
  'validation.invalidFileType': 'Este tipo de ficheiro não é aceite',
  'validation.assigneeInvalid': 'Escolha um utilizador da organização deste relatório',
  'validation.basemapInvalid': 'Este campo não aceita este endereço. Veja os exemplos acima.',
  'validation.tagPromptExceeded': 'A indicação deve ter {max} caracteres ou menos',
  'validation.tagTextGroupHasTag': 'Um grupo de texto contém uma única etiqueta, e esta organização já a tem',
  'validation.organizationHasReports': 'Esta organização ainda tem relatórios: escolha para onde são movidos',
  'validation.organizationNameTaken': 'Já existe uma organização com este nome',
  'validation.organizationIsLast': 'A última organização não pode ser eliminada',
  'validation.stringsFileInvalid': 'Este ficheiro não pode ser lido como um CSV de linhas chave,texto',
  'validation.currentPasswordInvalid': 'A palavra-passe atual não está correta',
  'validation.passkeyNameExceeded': 'O nome deve ter no máximo 60 caracteres',
  'validation.passkeyInvalid': 'Não foi possível verificar a chave de acesso. Tente novamente.',
  'validation.secondFactorRequired': 'A sua função exige um segundo fator para iniciar sessão',

  'validation.layerFileInvalid': 'Não foi possível ler este ficheiro como shapefile, KML ou GeoJSON',
  'validation.layerFileEmpty': 'Este ficheiro não tem pontos, linhas nem formas para desenhar',
  'validation.layerTooManyFeatures': 'Este ficheiro tem mais de {max, number} elementos',
  'validation.layerDataTooLarge': 'Este ficheiro contém mais dados de mapa do que os {size} MB permitidos',

  'login.title': 'Iniciar sessão',
  'login.intro': 'Inicie sessão para rever e gerir os relatórios de campo.',
  'login.username': 'Nome de utilizador',
  'login.password': 'Palavra-passe',
  'login.submit': 'Iniciar sessão',
  'login.submitting': 'A iniciar sessão…',
  'login.forgot': 'Esqueceu-se da palavra-passe?',

  'password.show': 'Mostrar palavra-passe',
  'password.hide': 'Ocultar palavra-passe',

  'twoFactor.title': 'Introduza o seu código de verificação',
  'twoFactor.intro': 'Enviámos um código de 6 algarismos para o endereço de e-mail de {username}. É válido durante 10 minutos.',
  'twoFactor.code': 'Código de verificação',
  'twoFactor.codeHint': 'O código de 6 algarismos recebido por e-mail',
  'twoFactor.remember': 'Não voltar a perguntar neste dispositivo',
  'twoFactor.submit': 'Verificar',
  'twoFactor.resend': 'Reenviar código',
  'twoFactor.resendIn': 'Reenviar código dentro de {seconds, plural, one {# segundo} other {# segundos}}',
  'twoFactor.back': 'Voltar ao início de sessão',

  'forgot.title': 'Esqueceu-se da palavra-passe?',
  'forgot.intro': 'Introduza o seu nome de utilizador e enviar-lhe-emos por e-mail uma ligação para escolher uma nova palavra-passe.',
  'forgot.username': 'Nome de utilizador',
  'forgot.submit': 'Enviar ligação de recuperação',
  'forgot.back': 'Voltar ao início de sessão',

  'resetSent.title': 'Verifique o seu e-mail',
  'resetSent.body':
    'Se existir uma conta para {username}, enviámos-lhe uma ligação para escolher uma nova palavra-passe. A ligação só pode ser utilizada uma vez, no prazo de uma hora.',
  'resetSent.resend': 'Enviar novamente a ligação',
  'resetSent.back': 'Voltar ao início de sessão',

  'newPassword.title': 'Crie uma nova palavra-passe',
  'newPassword.intro': 'Escolha uma palavra-passe que não utilize em mais nenhum lado.',
  'newPassword.password': 'Nova palavra-passe',
  'newPassword.confirmation': 'Repita a nova palavra-passe',
  'newPassword.submit': 'Guardar a nova palavra-passe',
  'newPassword.checklistTitle': 'A sua palavra-passe deve ter:',
  'newPassword.rule.length': 'Entre 7 e 72 caracteres',
  'newPassword.rule.upper': 'Uma letra maiúscula',
  'newPassword.rule.lower': 'Uma letra minúscula',
  'newPassword.rule.number': 'Um algarismo',
  'newPassword.rule.special': 'Um carácter especial',
  'newPassword.rule.match': 'As duas palavras-passe iguais',
  'newPassword.ruleMet': 'requisito cumprido',
  'newPassword.ruleNotMet': 'requisito não cumprido',
  'newPassword.missingLink': 'Esta ligação está incompleta. Peça uma nova.',
  'newPassword.requestNew': 'Pedir uma nova ligação',

  'profile.title': 'Perfil',
  'profile.firstname': 'Nome próprio',
  'profile.lastname': 'Apelido',
  'profile.email': 'E-mail',
  'profile.username': 'Nome de utilizador',
  'profile.role': 'Função',
  'profile.language': 'Idioma predefinido',
  'profile.newPassword': 'Nova palavra-passe',
  'profile.newPasswordHint': 'Deixe em branco para manter a palavra-passe atual.',
  'profile.confirmation': 'Repita a nova palavra-passe',
  'profile.twoFactor': 'Pedir um código enviado por e-mail ao iniciar sessão',
  'profile.save': 'Guardar',
  'profile.saving': 'A guardar…',
  'profile.noChanges': 'Não há alterações',
  'profile.avatar': 'Avatar de {name}',
  'profile.detailsSection': 'Os seus dados',
  'profile.passwordSection': 'Alterar a palavra-passe',
  'profile.securitySection': 'Segurança do início de sessão',

  'role.Administrator': 'Administrador',
  'role.Organization Admin': 'Administrador da organização',
  'role.Reader': 'Leitor',
  'role.Mobile': 'Utilizador móvel',

  'nav.label': 'Navegação principal',
  'nav.reports': 'Relatórios',
  'nav.stories': 'Histórias',
  'nav.messages': 'Mensagens',
  'nav.analytics': 'Análises',
  'nav.admin': 'Administração',
  'nav.profile': 'Perfil',
  'nav.logout': 'Terminar sessão',
  'nav.menu': 'Menu',
  'nav.language': 'Idioma',
  'nav.organization': 'Organização',

  'notFound.title': 'Página não encontrada',
  'notFound.body': 'A página que procura não existe ou foi movida.',
  'notFound.back': 'Voltar à página anterior',

  'alerts.label': 'Notificações',
  'alerts.dismiss': 'Fechar notificação',

  'common.cancel': 'Cancelar',
  'common.close': 'Fechar',
  'common.save': 'Guardar',
  'common.back': 'Voltar',
  'common.leave': 'Sair',
  'common.goBack': 'Voltar atrás',

  'mail.twoFactor.subject': 'O seu código de verificação Fieldwatch: {code}',
  'mail.twoFactor.body':
    'O seu código de verificação é {code}. É válido durante 10 minutos. Se não tentou iniciar sessão, altere a sua palavra-passe.',
  'mail.reset.subject': 'Escolha uma nova palavra-passe do Fieldwatch',
  'mail.reset.body':
    'Foi pedida a reposição da palavra-passe de {username}. Abra esta ligação no prazo de uma hora para escolher uma nova: {link} Se não fez este pedido, ignore esta mensagem.',
  'mail.welcome.subject': 'Boas-vindas ao Fieldwatch',
  'mail.welcome.setPassword':
    'Foi criada para si uma conta Fieldwatch com o nome de utilizador {username}. Abra esta ligação para escolher a sua palavra-passe: {link} A ligação só pode ser usada uma vez e é válida durante {days, plural, one {# dia} other {# dias}}.',
  'mail.welcome.signIn':
    'Foi criada para si uma conta Fieldwatch com o nome de utilizador {username}. Inicie sessão em {link} com a palavra-passe que o seu administrador lhe indicar. Se não a tiver, escolha «Esqueceu-se da palavra-passe?» nessa página.',
  'mail.securityChange.subject': 'A sua conta Fieldwatch foi alterada',
  'mail.securityChange.body':
    'Olá, {username}.\n\nFoi feita uma alteração na sua conta Fieldwatch em {date}: {change, select, password {nova palavra-passe} email {novo endereço de e-mail} secondfactor {novo segundo fator} other {novas definições de início de sessão}}. Todos os outros dispositivos terminaram a sessão.\n\nSe não fez esta alteração, reponha já a sua palavra-passe e avise o seu administrador.',

  // each screen area in its own module, named after its key prefix, so that areas are translated and reviewed apart
  ...layersPt,
  ...reportPt,
  ...reportListPt,
  ...filtersPt,
  ...dashboardPt,
  ...searchPt,
  ...foldersPt,
  ...importPt,
  ...exportPt,
  ...coordinatesPt,
  ...locationPickerPt,
  ...reportFormPt,
  ...reportViewPt,
  ...activityPt,
  ...commentPt,
  ...mapPt,
  ...embedsPt,
  ...submissionsPt,
  ...settingsPt,
  ...mapSettingsPt,
  ...appSettingsPt,
  ...generalSettingsPt,
  ...dashboardSettingsPt,
  ...languageSettingsPt,
  ...publicSitePt,
  ...tagsPt,
  ...organizationsPt,
  ...usersPt,
  ...securityPt,
  ...terminologyPt,
  ...auditPt,
  ...embedPt,
  ...analyticsPt,
  ...messagesPt,
  ...storyEditorPt,
  ...storiesPt,
  ...passkeysPt,
  ...validationPt,
  ...apiPt,
};
