export { ingestUpload, ingestSingleImage, type IngestedMedia, type UploadedFile } from './ingest.js';
export { openStored, removeStored, mediaTempFolder, type MediaContext, type StoredFile } from './storage.js';
export {
  signMediaUrl,
  signStoryCoverUrl,
  verifyMediaSignature,
  verifyStoryCoverSignature,
  mediaUrlExpiry,
  type MediaViewerId,
} from './signing.js';
export { mediaMaxBytes } from './kinds.js';
export { imageVariantLongSide } from './images.js';
export { newStorageKey, publicSiteImageKey } from './keys.js';
export { portableFileName } from './names.js';
