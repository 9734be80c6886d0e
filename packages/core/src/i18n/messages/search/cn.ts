import type { searchEn } from './en.js';

export const searchCn: Record<keyof typeof searchEn, string> = {
  'search.label': '搜索报告',
  'search.placeholder': '按标题或内容搜索',
  'search.clear': '清除搜索',
  'search.suggestions': '推荐的报告',
  'search.latest': '最新报告',
  'search.seeAll': '查看“{query}”的全部结果',
  'search.noSuggestions': '没有匹配的报告。',
  'search.suggestionCount': '{count, plural, =0 {没有建议} other {# 条建议}}，请用上下方向键选择',
};
