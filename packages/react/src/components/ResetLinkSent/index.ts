export { ResetLinkSent, type ResetLinkSentProps } from './ResetLinkSent.js';
