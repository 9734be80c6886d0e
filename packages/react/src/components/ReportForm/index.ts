export { ReportForm, type ReportFormProps } from './ReportForm.js';
export { changesOf, createInputOf, valuesOf, type ReportFormValues } from './reportFormValues.js';
