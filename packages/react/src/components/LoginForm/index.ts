export { LoginForm, type LoginFormProps } from './LoginForm.js';
