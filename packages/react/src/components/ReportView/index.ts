export { ReportView, type ReportViewProps } from './ReportView.js';
export { abilitiesOf, type ReportAbilities } from './reportAbilities.js';
