import type { commentEn } from './en.js';

export const commentFr: Record<keyof typeof commentEn, string> = {
  'comment.title': 'Ajouter un commentaire',
  'comment.label': 'Commentaire',
  'comment.attachments': 'Pièces jointes',
  'comment.submit': 'Publier le commentaire',
  'comment.posting': 'Publication…',
  'comment.created': 'Commentaire créé',
};
