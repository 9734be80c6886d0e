import type { validationEn } from './en.js';

export const validationEs: Record<keyof typeof validationEn, string> = {
  'validation.urlHttpsOnly': 'Introduzca una dirección https:// completa, sin nombre de usuario ni contraseña',
};
