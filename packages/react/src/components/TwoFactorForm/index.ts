export { TwoFactorForm, type TwoFactorFormProps } from './TwoFactorForm.js';
