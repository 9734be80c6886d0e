export { ReportFilters, type ReportFiltersProps } from './ReportFilters.js';
export { FilterChips, type FilterChipsProps } from './FilterChips.js';
export { FilterCount, type FilterCountProps } from './FilterCount.js';
