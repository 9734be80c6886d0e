import type { searchEn } from './en.js';

export const searchEs: Record<keyof typeof searchEn, string> = {
  'search.label': 'Buscar informes',
  'search.placeholder': 'Buscar por título o contenido',
  'search.clear': 'Borrar la búsqueda',
  'search.suggestions': 'Informes sugeridos',
  'search.latest': 'Últimos informes',
  'search.seeAll': 'Ver todos los resultados para «{query}»',
  'search.noSuggestions': 'Ningún informe coincide.',
  'search.suggestionCount':
    '{count, plural, =0 {Ninguna sugerencia} one {# sugerencia} other {# sugerencias}}, elija con las flechas arriba y abajo',
};
