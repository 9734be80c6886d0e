import type { validationEn } from './en.js';

export const validationFr: Record<keyof typeof validationEn, string> = {
  'validation.urlHttpsOnly': 'Saisissez une adresse https:// complète, sans nom d’utilisateur ni mot de passe',
};
