export { LocationMap, type LocationMapProps } from './LocationMap.js';
