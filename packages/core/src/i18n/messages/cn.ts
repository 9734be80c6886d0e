import type { Catalogue } from './en.js';

export const cn: Catalogue = {
};
