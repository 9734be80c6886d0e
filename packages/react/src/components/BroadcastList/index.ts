export { BroadcastList, type BroadcastListProps } from './BroadcastList.js';
