import type { validationEn } from './en.js';

export const validationPt: Record<keyof typeof validationEn, string> = {
  'validation.urlHttpsOnly': 'Introduza um endereço https:// completo, sem nome de utilizador nem palavra-passe',
};
