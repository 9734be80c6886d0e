export { ProfileForm, type ProfileFormProps } from './ProfileForm.js';
export { profileChanges } from './profileChanges.js';
