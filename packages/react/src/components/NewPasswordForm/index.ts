export { NewPasswordForm, type NewPasswordFormProps } from './NewPasswordForm.js';
