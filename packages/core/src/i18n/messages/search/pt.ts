import type { searchEn } from './en.js';

export const searchPt: Record<keyof typeof searchEn, string> = {
  'search.label': 'Pesquisar relatórios',
  'search.placeholder': 'Pesquisar por título ou conteúdo',
  'search.clear': 'Limpar a pesquisa',
  'search.suggestions': 'Relatórios sugeridos',
  'search.latest': 'Relatórios mais recentes',
  'search.seeAll': 'Ver todos os resultados para «{query}»',
  'search.noSuggestions': 'Nenhum relatório corresponde.',
  'search.suggestionCount':
    '{count, plural, =0 {Nenhuma sugestão} one {# sugestão} other {# sugestões}}, escolha com as setas para cima e para baixo',
};
