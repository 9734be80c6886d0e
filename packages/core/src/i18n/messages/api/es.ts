import type { apiEn } from './en.js';

export const apiEs: Record<keyof typeof apiEn, string> = {
  'api.BROWSER_UNSUPPORTED':
    'Este navegador no puede enviar informes anónimos de forma segura. Abra la página en un navegador actualizado, por https.',
};
