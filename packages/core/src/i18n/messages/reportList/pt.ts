import type { reportListEn } from './en.js';

export const reportListPt: Record<keyof typeof reportListEn, string> = {
  'reportList.label': 'Relatórios',
  'reportList.loading': 'A carregar relatórios…',
  'reportList.loadingMore': 'A carregar mais relatórios…',
  'reportList.empty': 'Nenhum relatório corresponde a estes filtros.',
  'reportList.emptyFolder': 'Esta pasta ainda não tem relatórios.',
  'reportList.error': 'Não foi possível carregar os relatórios.',
  'reportList.retry': 'Tentar novamente',
  'reportList.searchCount': '{count, plural, =0 {Nenhum resultado} one {# resultado} other {# resultados}} para «{query}»',
  'reportList.total': '{count, plural, =0 {Nenhum relatório} one {# relatório} other {# relatórios}}',
  'reportList.totalAtLeast': '{count, plural, one {Mais de # relatório} other {Mais de # relatórios}}',
  'reportList.searchCountAtLeast': '{count, plural, one {Mais de # resultado} other {Mais de # resultados}} para «{query}»',
  'reportList.end': 'Todos os relatórios estão visíveis.',
  'reportList.newReports': '{count, plural, one {# novo relatório} other {# novos relatórios}}',
  'reportList.backToAll': 'Voltar a todos os relatórios',
  'reportList.folder': 'Pasta: {name}',
  'reportList.newReport': 'Novo relatório',
};
