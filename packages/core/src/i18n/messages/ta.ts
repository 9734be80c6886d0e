import type { Catalogue } from './en.js';

export const ta: Catalogue = {
};
