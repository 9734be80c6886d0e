export { ReportMap, type ReportMapProps } from './ReportMap.js';
