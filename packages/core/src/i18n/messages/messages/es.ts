import type { messagesEn } from './en.js';

export const messagesEs: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'Mensajes',
  'messages.intro':
    'Envíe un mensaje a las personas de una organización. Llega a su bandeja de entrada y a su correo electrónico si lo indicaron.',

  'messages.form.title': 'Nuevo mensaje',
  'messages.form.subject': 'Asunto',
  'messages.form.content': 'Mensaje',
  'messages.form.audience': 'Enviar a',
  'messages.form.everyone': 'Toda la organización',
  'messages.form.users': 'Usuarios seleccionados',
  'messages.form.role': 'Un rol',
  'messages.form.usersLabel': 'Usuarios',
  'messages.form.usersNone': 'Ningún usuario elegido',
  'messages.form.usersEmpty': 'Esta organización no tiene usuarios activos.',
  'messages.form.roleLabel': 'Rol',
  'messages.form.rolePlaceholder': 'Elija un rol',
  'messages.form.send': 'Enviar mensaje',
  'messages.form.sending': 'Enviando…',
  'messages.form.disabledHint': 'Para enviar, escriba un asunto y un mensaje, y elija quién lo recibe.',
  'messages.sentTo':
    '{count, plural, =0 {Mensaje enviado; todavía nadie corresponde a los destinatarios.} one {Mensaje enviado a # persona} other {Mensaje enviado a # personas}}',

  'messages.recent': 'Mensajes recientes',
  'messages.recentNone': 'Todavía no se ha enviado ningún mensaje.',
  'messages.loadError': 'No se pudieron cargar los mensajes.',
  'messages.retry': 'Reintentar',
  'messages.seeMore': 'Ver más',
  'messages.seeLess': 'Ver menos',
  'messages.by': 'Por {author}',
  'messages.byUnknown': 'Por un usuario eliminado',
  'messages.audience.everyone': 'A todos',
  'messages.audience.users': '{count, plural, one {A # usuario elegido} other {A # usuarios elegidos}}',
  'messages.audience.role': 'Al rol {role}',
  'messages.delivered': '{count, plural, =0 {Entregado a nadie} one {Entregado a # persona} other {Entregado a # personas}}',
  'messages.read': '{count, plural, =0 {nadie lo ha leído aún} one {leído por #} other {leído por #}}',

  'messages.inbox.title': 'Bandeja de entrada',
  'messages.inbox.withUnread': '{count, plural, =0 {{label}} one {{label}, # mensaje sin leer} other {{label}, # mensajes sin leer}}',
  'messages.inbox.unreadCount': '{count, plural, =0 {Ningún mensaje sin leer} one {# mensaje sin leer} other {# mensajes sin leer}}',
  'messages.inbox.none': 'Su bandeja de entrada está vacía. Aquí aparecerán los mensajes de los administradores de su organización.',
  'messages.inbox.unread': 'Sin leer',
  'messages.inbox.from': 'De {author}, {organization}',
  'messages.inbox.fromUnknown': 'De un usuario eliminado, {organization}',
  'messages.inbox.loadMore': 'Mostrar mensajes anteriores',

  'messages.mail.subject': '[{organization}] {subject}',
  'messages.mail.body':
    'Hola, {username}:\n\n{author} envió este mensaje a las personas de {organization} en Fieldwatch:\n\n{content}\n\nTambién está en su bandeja de entrada: {link}',
};
