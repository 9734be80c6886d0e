import type { Catalogue } from './en.js';

export const es: Catalogue = {
};
