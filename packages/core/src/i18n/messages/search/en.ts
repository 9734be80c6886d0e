/** The search bar of the report list, English source. */
export const searchEn = {
  'search.label': 'Search reports',
  'search.placeholder': 'Search by title or content',
  'search.clear': 'Clear search',
  'search.suggestions': 'Suggested reports',
  'search.latest': 'Latest reports',
  'search.seeAll': 'See all results for “{query}”',
  'search.noSuggestions': 'No report matches.',
  'search.suggestionCount':
    '{count, plural, =0 {No suggestions} one {# suggestion} other {# suggestions}}, use the up and down arrows to choose',
} as const;
