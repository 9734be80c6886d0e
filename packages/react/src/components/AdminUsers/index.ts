export { AdminUsers, type AdminUsersProps } from './AdminUsers.js';
