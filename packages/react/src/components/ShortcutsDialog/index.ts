export { ShortcutsDialog, type Shortcut, type ShortcutsDialogProps } from './ShortcutsDialog.js';
