import type { ValidationKey } from '@fieldwatch/core';
import { invalidFields } from '../errors.js';

/** What can be wrong with an uploaded layer file (docs/layers.md "Errors"). */
export type LayerFileProblem = Extract<
  ValidationKey,
  'invalidFileType' | 'layerFileInvalid' | 'layerFileEmpty' | 'layerTooManyFeatures' | 'layerDataTooLarge'
>;

/**
 * 400 VALIDATION_ERROR on the multipart field `file`, with the reason in plain English in `error.data`
 * (as a refused import says it): `invalidFileType` when the file is no shapefile zip, KML, KMZ or
 * GeoJSON at all; `layerFileInvalid` when it is one but cannot be read; the others for the limits.
 */
export const layerFileError = (key: LayerFileProblem, reason: string) => invalidFields({ file: key }, reason);
