import type { apiEn } from './en.js';

export const apiPt: Record<keyof typeof apiEn, string> = {
  'api.BROWSER_UNSUPPORTED':
    'Este navegador não consegue enviar relatórios anónimos em segurança. Abra a página num navegador atualizado, por https.',
};
