export { BroadcastForm, type BroadcastFormProps } from './BroadcastForm.js';
