import { invalidFields } from '../errors.js';

/** docs/reports.md "Media": any file we do not accept is 400 with `fields.media = 'invalidFileType'`. */
export const invalidFileType = () => invalidFields({ media: 'invalidFileType' });
