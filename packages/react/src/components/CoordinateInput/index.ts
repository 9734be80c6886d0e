export { CoordinateInput, type CoordinateFormat, type CoordinateInputProps } from './CoordinateInput.js';
