/** Coordinates: the location field of the report form and the report view (limits in docs/validation.md), English source. */
export const coordinatesEn = {
  'coordinates.legend': 'Location',
  'coordinates.format': 'Coordinate format',
  'coordinates.formatDecimal': 'Decimal degrees',
  'coordinates.formatDms': 'Degrees, minutes, seconds',
  'coordinates.latitude': 'Latitude',
  'coordinates.longitude': 'Longitude',
  'coordinates.degrees': 'Degrees',
  'coordinates.minutes': 'Minutes',
  'coordinates.seconds': 'Seconds',
  'coordinates.hemisphere': 'Hemisphere',
  'coordinates.copyDecimal': 'Copy decimal',
  'coordinates.copyDms': 'Copy DMS',
  'coordinates.copiedDecimal': 'Decimal coordinates copied to the clipboard',
  'coordinates.copiedDms': 'DMS coordinates copied to the clipboard',
  'coordinates.copyFailed': 'The coordinates could not be copied',
} as const;
