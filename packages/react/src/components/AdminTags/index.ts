export { AdminTags, type AdminTagsProps } from './AdminTags.js';
