import type { apiEn } from './en.js';

export const apiFr: Record<keyof typeof apiEn, string> = {
  'api.BROWSER_UNSUPPORTED':
    'Ce navigateur ne peut pas envoyer de signalements anonymes en toute sécurité. Ouvrez la page dans un navigateur à jour, en https.',
};
