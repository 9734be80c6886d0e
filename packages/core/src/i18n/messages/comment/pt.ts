import type { commentEn } from './en.js';

export const commentPt: Record<keyof typeof commentEn, string> = {
  'comment.title': 'Adicionar um comentário',
  'comment.label': 'Comentário',
  'comment.attachments': 'Anexos',
  'comment.submit': 'Publicar comentário',
  'comment.posting': 'A publicar…',
  'comment.created': 'Comentário criado',
};
