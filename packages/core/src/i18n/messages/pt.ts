import type { Catalogue } from './en.js';

export const pt: Catalogue = {
};
