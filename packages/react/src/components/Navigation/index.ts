export { Navigation, type NavigationProps } from './Navigation.js';
export { navigationItems, visibleItems, type NavigationItem } from './navigationItems.js';
