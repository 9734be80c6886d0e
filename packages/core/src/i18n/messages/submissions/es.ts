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
};
