import type { reportListEn } from './en.js';

export const reportListCn: Record<keyof typeof reportListEn, string> = {
  'reportList.label': '报告',
  'reportList.loading': '正在加载报告…',
  'reportList.loadingMore': '正在加载更多报告…',
  'reportList.empty': '没有符合这些筛选条件的报告。',
  'reportList.emptyFolder': '此文件夹中还没有报告。',
  'reportList.error': '无法加载报告。',
  'reportList.retry': '重试',
  'reportList.searchCount': '“{query}”的{count, plural, =0 {搜索没有结果} other {# 个结果}}',
  'reportList.total': '{count, plural, =0 {没有报告} other {# 份报告}}',
  'reportList.totalAtLeast': '{count, plural, other {超过 # 份报告}}',
  'reportList.searchCountAtLeast': '“{query}”的{count, plural, other {超过 # 个结果}}',
  'reportList.end': '已显示全部报告。',
  'reportList.newReports': '{count, plural, other {# 份新报告}}',
  'reportList.backToAll': '返回全部报告',
  'reportList.folder': '文件夹：{name}',
  'reportList.newReport': '新建报告',
};
