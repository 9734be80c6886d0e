export { LanguagePicker, type LanguagePickerProps } from './LanguagePicker.js';
