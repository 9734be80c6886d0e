import type { messagesEn } from './en.js';

export const messagesFr: Record<keyof typeof messagesEn, string> = {
  'messages.title': 'Messagerie',
  'messages.intro':
    'Envoyez un message aux personnes d’une organisation. Il arrive dans leur boîte de réception, et par e-mail si elles en ont donné un.',

  'messages.form.title': 'Nouveau message',
  'messages.form.subject': 'Objet',
  'messages.form.content': 'Message',
  'messages.form.audience': 'Destinataires',
  'messages.form.everyone': 'Toute l’organisation',
  'messages.form.users': 'Utilisateurs choisis',
  'messages.form.role': 'Un rôle',
  'messages.form.usersLabel': 'Utilisateurs',
  'messages.form.usersNone': 'Aucun utilisateur choisi',
  'messages.form.usersEmpty': 'Cette organisation n’a aucun utilisateur actif.',
  'messages.form.roleLabel': 'Rôle',
  'messages.form.rolePlaceholder': 'Choisissez un rôle',
  'messages.form.send': 'Envoyer le message',
  'messages.form.sending': 'Envoi…',
  'messages.form.disabledHint': 'Pour envoyer, saisissez un objet et un message, et choisissez qui le reçoit.',
  'messages.sentTo':
    '{count, plural, =0 {Message envoyé ; personne ne correspond encore aux destinataires.} one {Message envoyé à # personne} other {Message envoyé à # personnes}}',

  'messages.recent': 'Messages récents',
  'messages.recentNone': 'Aucun message envoyé pour l’instant.',
  'messages.loadError': 'Les messages n’ont pas pu être chargés.',
  'messages.retry': 'Réessayer',
  'messages.seeMore': 'Voir plus',
  'messages.seeLess': 'Voir moins',
  'messages.by': 'Par {author}',
  'messages.byUnknown': 'Par un utilisateur supprimé',
  'messages.audience.everyone': 'À tout le monde',
  'messages.audience.users': '{count, plural, one {À # utilisateur choisi} other {À # utilisateurs choisis}}',
  'messages.audience.role': 'Au rôle {role}',
  'messages.delivered': '{count, plural, =0 {Remis à personne} one {Remis à # personne} other {Remis à # personnes}}',
  'messages.read': '{count, plural, =0 {lu par personne pour l’instant} one {lu par #} other {lu par #}}',

  'messages.inbox.title': 'Boîte de réception',
  'messages.inbox.withUnread': '{count, plural, =0 {{label}} one {{label}, # message non lu} other {{label}, # messages non lus}}',
  'messages.inbox.unreadCount': '{count, plural, =0 {Aucun message non lu} one {# message non lu} other {# messages non lus}}',
  'messages.inbox.none': 'Votre boîte de réception est vide. Les messages des administrateurs de votre organisation s’afficheront ici.',
  'messages.inbox.unread': 'Non lu',
  'messages.inbox.from': 'De {author}, {organization}',
  'messages.inbox.fromUnknown': 'D’un utilisateur supprimé, {organization}',
  'messages.inbox.loadMore': 'Afficher les messages plus anciens',

  'messages.mail.subject': '[{organization}] {subject}',
  'messages.mail.body':
    'Bonjour {username},\n\n{author} a envoyé ce message aux personnes de {organization} sur Fieldwatch :\n\n{content}\n\nIl se trouve aussi dans votre boîte de réception : {link}',
};
