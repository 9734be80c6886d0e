export { ReportFilters, type ReportFiltersProps } from './ReportFilters.js';
