export { LocationPicker, type LocationPickerProps, type PickedPoint } from './LocationPicker.js';
