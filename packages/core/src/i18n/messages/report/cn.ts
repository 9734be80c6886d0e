import type { reportEn } from './en.js';

export const reportCn: Record<keyof typeof reportEn, string> = {
  'report.lifecycle.new': '新建',
  'report.lifecycle.started': '处理中',
  'report.lifecycle.closed': '已关闭',
  'report.urgency.minor': '重要',
  'report.urgency.moderate': '紧急',
  'report.urgency.critical': '严重',
  'report.urgency.none': '无紧急程度',
  'report.verified': '已核实',
  'report.unverified': '未核实',
  'report.visibility.public': '公开',
  'report.visibility.private': '私密',
  'report.newMarker': '新',
  'report.urgentIcon': '紧急',
};
