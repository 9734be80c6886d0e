export { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist.js';
