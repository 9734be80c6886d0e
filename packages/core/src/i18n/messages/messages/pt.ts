import type { messagesEn } from './en.js';

export const messagesPt: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'Mensagens',
  'messages.intro':
    'Envie uma mensagem às pessoas de uma organização. Ela chega à caixa de entrada delas e ao e-mail, se o tiverem informado.',

  'messages.form.title': 'Nova mensagem',
  'messages.form.subject': 'Assunto',
  'messages.form.content': 'Mensagem',
  'messages.form.audience': 'Enviar para',
  'messages.form.everyone': 'Toda a organização',
  'messages.form.users': 'Usuários selecionados',
  'messages.form.role': 'Uma função',
  'messages.form.usersLabel': 'Usuários',
  'messages.form.usersNone': 'Nenhum usuário escolhido',
  'messages.form.usersEmpty': 'Esta organização não tem usuários ativos.',
  'messages.form.roleLabel': 'Função',
  'messages.form.rolePlaceholder': 'Escolha uma função',
  'messages.form.send': 'Enviar mensagem',
  'messages.form.sending': 'Enviando…',
  'messages.form.disabledHint': 'Para enviar, escreva um assunto e uma mensagem e escolha quem a recebe.',
  'messages.sentTo':
    '{count, plural, =0 {Mensagem enviada; ainda ninguém corresponde aos destinatários.} one {Mensagem enviada a # pessoa} other {Mensagem enviada a # pessoas}}',

  'messages.recent': 'Mensagens recentes',
  'messages.recentNone': 'Nenhuma mensagem enviada ainda.',
  'messages.loadError': 'Não foi possível carregar as mensagens.',
  'messages.retry': 'Tentar novamente',
  'messages.seeMore': 'Ver mais',
  'messages.seeLess': 'Ver menos',
  'messages.by': 'Por {author}',
  'messages.byUnknown': 'Por um usuário excluído',
  'messages.audience.everyone': 'Para todos',
  'messages.audience.users': '{count, plural, one {Para # usuário escolhido} other {Para # usuários escolhidos}}',
  'messages.audience.role': 'Para a função {role}',
  'messages.delivered': '{count, plural, =0 {Entregue a ninguém} one {Entregue a # pessoa} other {Entregue a # pessoas}}',
  'messages.read': '{count, plural, =0 {ninguém leu ainda} one {lida por #} other {lida por #}}',

  'messages.inbox.title': 'Caixa de entrada',
  'messages.inbox.withUnread': '{count, plural, =0 {{label}} one {{label}, # mensagem não lida} other {{label}, # mensagens não lidas}}',
  'messages.inbox.unreadCount': '{count, plural, =0 {Nenhuma mensagem não lida} one {# mensagem não lida} other {# mensagens não lidas}}',
  'messages.inbox.none': 'Sua caixa de entrada está vazia. As mensagens dos administradores da sua organização aparecerão aqui.',
  'messages.inbox.unread': 'Não lida',
  'messages.inbox.from': 'De {author}, {organization}',
  'messages.inbox.fromUnknown': 'De um usuário excluído, {organization}',
  'messages.inbox.loadMore': 'Mostrar mensagens anteriores',

  'messages.mail.subject': '[{organization}] {subject}',
  'messages.mail.body':
    'Olá, {username},\n\n{author} enviou esta mensagem às pessoas de {organization} no Fieldwatch:\n\n{content}\n\nEla também está na sua caixa de entrada: {link}',
};
