/** The location picker: the small map of the report form, its keyboard use and "Use my location", English source. */
export const locationPickerEn = {
  'locationPicker.mapLabel': 'Map for choosing the location',
  'locationPicker.hint':
    'Click the map or drag the pin to set the location. With the map focused, the arrow keys move the pin; hold Shift for bigger steps.',
  'locationPicker.chosen': 'Location: {latitude}, {longitude}',
  'locationPicker.none': 'Location: none chosen yet',
  'locationPicker.useMyLocation': 'Use my location',
  'locationPicker.locating': 'Finding your location…',
  'locationPicker.found': 'Your location, accurate to ± {meters, number} m',
  'locationPicker.denied':
    'Your browser did not allow access to your location. Allow it in the site settings, or choose the place on the map.',
  'locationPicker.unavailable': 'Your location could not be determined. Choose the place on the map or type the coordinates.',
  'locationPicker.timeout': 'Finding your location took too long. Try again, or choose the place on the map.',
  'locationPicker.unsupported': 'This browser cannot share your location. Choose the place on the map or type the coordinates.',
  'locationPicker.noMap': 'The map cannot be shown in this browser: type the coordinates instead.',
} as const;
