import type { Catalogue } from './en.js';

export const ar: Catalogue = {
};
