export { CommentBox, type CommentBoxProps } from './CommentBox.js';
