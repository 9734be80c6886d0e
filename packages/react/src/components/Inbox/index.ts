export { Inbox, type InboxProps } from './Inbox.js';
