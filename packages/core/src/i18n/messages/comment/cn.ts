import type { commentEn } from './en.js';

export const commentCn: Record<keyof typeof commentEn, string> = {
  'comment.title': '添加评论',
  'comment.label': '评论',
  'comment.attachments': '附件',
  'comment.submit': '发表评论',
  'comment.posting': '正在发表…',
  'comment.created': '评论已创建',
};
