import { invalidFields } from '../errors.js';

/**
 * An import file we cannot use: 400 VALIDATION_ERROR on the multipart field `file`, with the reason
 * in plain English in `error.data` (the client shows it beside the field).
 */
export const invalidImportFile = (reason: string) => invalidFields({ file: 'invalidFileType' }, reason);
