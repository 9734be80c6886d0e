export { vars } from './contract.css.js';
export { focusRing, visuallyHidden, textLink } from './shared.css.js';
import './lightTheme.css.js';
