export { ingestUpload, ingestSingleImage, type IngestedMedia, type IngestedVariant, type IngestOptions, type UploadedFile } from './ingest.js';
export {
  openStored,
  removeStored,
  mediaStorage,
  mediaFolder,
  mediaTempFolder,
  removeStaleTempFiles,
  LocalDiskStorage,
  type MediaContext,
  type MediaStorage,
  type StoredFile,
} from './storage.js';
export { signMediaUrl, verifyMediaSignature, mediaUrlExpiry, type MediaUrlRequest, type MediaSignatureCheck, type MediaViewerId } from './signing.js';
export { acceptedType, mediaMaxBytes, type AcceptedType, type MediaMaxBytes } from './kinds.js';
export { imageVariantLongSide, maxImagePixels } from './images.js';
export { isStorageKey, newStorageKey, variantKey } from './keys.js';
export { displayName, portableFileName } from './names.js';
export { invalidFileType } from './errors.js';
