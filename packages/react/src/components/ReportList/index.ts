export { ReportList, type ReportListProps } from './ReportList.js';
