export { PublicReportList, type PublicReportListProps } from './PublicReportList.js';
