import type { commentEn } from './en.js';

export const commentEs: Record<keyof typeof commentEn, string> = {
  'comment.title': 'Añadir un comentario',
  'comment.label': 'Comentario',
  'comment.attachments': 'Adjuntos',
  'comment.submit': 'Publicar comentario',
  'comment.posting': 'Publicando…',
  'comment.created': 'Comentario creado',
};
