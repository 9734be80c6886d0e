import type { searchEn } from './en.js';

export const searchFr: Record<keyof typeof searchEn, string> = {
  'search.label': 'Rechercher des signalements',
  'search.placeholder': 'Rechercher par titre ou contenu',
  'search.clear': 'Effacer la recherche',
  'search.suggestions': 'Signalements suggérés',
  'search.latest': 'Derniers signalements',
  'search.seeAll': 'Voir tous les résultats pour « {query} »',
  'search.noSuggestions': 'Aucun signalement ne correspond.',
  'search.suggestionCount':
    '{count, plural, =0 {Aucune suggestion} one {# suggestion} other {# suggestions}}, choisissez avec les flèches haut et bas',
};
