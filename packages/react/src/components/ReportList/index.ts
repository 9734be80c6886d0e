export { ReportList, type ReportListHandle, type ReportListProps } from './ReportList.js';
