import type { submissionsEn } from './en.js';

export const submissionsEs: Record<keyof typeof submissionsEn, string> = {
  'submissions.queued': 'Guardado en este dispositivo. Se enviará cuando vuelva a tener conexión.',
  'submissions.sent': 'Su informe se ha enviado.',
  'submissions.pending': '{count, plural, one {# informe espera a ser enviado.} other {# informes esperan a ser enviados.}}',
  'submissions.sendNow': 'Enviar ahora',
  'submissions.offline': 'No tiene conexión. Aun así puede guardar su informe: se queda en este dispositivo hasta que se pueda enviar.',
  'submissions.notStored':
    'No se ha podido enviar su informe y este dispositivo no ha podido conservarlo. Mantenga esta página abierta: se enviará cuando vuelva la conexión.',
  'submissions.restored':
    'Un informe guardado antes no se ha podido enviar. Está de nuevo en el formulario: revíselo y vuelva a guardarlo.',
  'submissions.discard': 'Descartar este informe',
  'submissions.anonymousDisabled': 'En este momento no se aceptan informes anónimos.',
  'submissions.anonymousNote': 'Su informe se enviará sin su nombre.',
  'submissions.sentElsewhere': 'Este informe se envió desde otra pestaña o ventana.',
  'submissions.keptHeading': 'Informes guardados en este dispositivo',
  'submissions.untitled': 'Informe sin título',
  'submissions.keptAt': 'Guardado el {date, date, medium} a las {date, time, short}',
  'submissions.stateWaiting': 'Esperando una conexión con el servidor',
  'submissions.stateSending': 'Enviando…',
  'submissions.stateHeld': 'Rechazado por el servidor: {reason}',
  'submissions.noAnswerSince': 'El servidor no responde desde el {date, date, medium}. Si ya no existe, descarte este informe.',
  'submissions.sendNowNamed': 'Enviar ahora: {title}',
  'submissions.discardShort': 'Descartar',
  'submissions.discardNamed': 'Descartar: {title}',
  'submissions.discardQuestion': '¿Descartar «{title}»?',
  'submissions.discardWarning': 'El informe y sus archivos se eliminan de este dispositivo y nunca se enviarán. No se puede deshacer.',
};
