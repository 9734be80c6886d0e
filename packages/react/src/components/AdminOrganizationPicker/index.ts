export { AdminOrganizationPicker, type AdminOrganizationPickerProps } from './AdminOrganizationPicker.js';
