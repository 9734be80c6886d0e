export { MediaGallery, type MediaGalleryProps } from './MediaGallery.js';
