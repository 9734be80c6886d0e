/** The comment box of a report, English source. */
export const commentEn = {
  'comment.title': 'Add a comment',
  'comment.label': 'Comment',
  'comment.attachments': 'Attachments',
  'comment.submit': 'Post comment',
  'comment.posting': 'Posting…',
  'comment.created': 'Comment created',
} as const;
