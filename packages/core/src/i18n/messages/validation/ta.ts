import type { validationEn } from './en.js';

export const validationTa: Record<keyof typeof validationEn, string> = {
  'validation.urlHttpsOnly': 'பயனர் பெயர் அல்லது கடவுச்சொல் இல்லாமல், முழுமையான https:// முகவரியை உள்ளிடவும்',
};
