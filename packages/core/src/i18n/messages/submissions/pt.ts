import type { submissionsEn } from './en.js';

export const submissionsPt: Record<keyof typeof submissionsEn, string> = {
  'submissions.queued': 'Guardado neste dispositivo. Será enviado quando voltar a estar ligado à internet.',
  'submissions.sent': 'O seu relatório foi enviado.',
  'submissions.pending': '{count, plural, one {# relatório aguarda envio.} other {# relatórios aguardam envio.}}',
  'submissions.sendNow': 'Enviar agora',
  'submissions.offline': 'Está sem ligação. Mesmo assim, pode guardar o seu relatório: fica neste dispositivo até poder ser enviado.',
  'submissions.notStored':
    'Não foi possível enviar o seu relatório e este dispositivo não o conseguiu guardar. Mantenha esta página aberta: será enviado quando a ligação voltar.',
  'submissions.restored':
    'Um relatório guardado anteriormente não pôde ser enviado. Voltou ao formulário: verifique-o e guarde-o novamente.',
  'submissions.discard': 'Descartar este relatório',
  'submissions.anonymousDisabled': 'De momento, não são aceites relatórios anónimos.',
  'submissions.anonymousNote': 'O seu relatório será enviado sem o seu nome.',
  'submissions.sentElsewhere': 'Este relatório foi enviado a partir de outro separador ou janela.',
  'submissions.keptHeading': 'Relatórios guardados neste dispositivo',
  'submissions.untitled': 'Relatório sem título',
  'submissions.keptAt': 'Guardado a {date, date, medium} às {date, time, short}',
  'submissions.stateWaiting': 'À espera de ligação ao servidor',
  'submissions.stateSending': 'A enviar…',
  'submissions.stateHeld': 'Recusado pelo servidor: {reason}',
  'submissions.noAnswerSince': 'O servidor não responde desde {date, date, medium}. Se já não existir, descarte este relatório.',
  'submissions.sendNowNamed': 'Enviar agora: {title}',
  'submissions.discardShort': 'Descartar',
  'submissions.discardNamed': 'Descartar: {title}',
  'submissions.discardQuestion': 'Descartar «{title}»?',
  'submissions.discardWarning':
    'O relatório e os seus ficheiros são removidos deste dispositivo e nunca serão enviados. Não é possível anular.',
};
