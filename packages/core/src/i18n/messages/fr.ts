import type { Catalogue } from './en.js';

export const fr: Catalogue = {
};
