export { Alerts, type AlertsProps } from './Alerts.js';
