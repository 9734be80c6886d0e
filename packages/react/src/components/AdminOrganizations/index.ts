export { AdminOrganizations, type AdminOrganizationsProps } from './AdminOrganizations.js';
