export { FolderMenu, type FolderMenuProps } from './FolderMenu.js';
