export { Analytics, type AnalyticsProps } from './Analytics.js';
