import type { importEn } from './en.js';

export const importCn: Record<keyof typeof importEn, string> = {
  'import.hint': '将报告 .zip 文件拖放到这里',
  'import.willReject': '此文件将被拒绝！！',
  'import.notZip': '只能导入由导出生成的 .zip 文件。',
  'import.choose': '导入报告（.zip）',
  'import.title': '导入报告',
  'import.file': '文件：{name}',
  'import.organization': '导入到',
  'import.submit': '导入',
  'import.created': '{count, plural, =0 {没有创建报告。} other {已创建 # 份报告。}}',
  'import.updated': '{count, plural, =0 {没有更新报告。} other {已更新 # 份已有的报告。}}',
  'import.skipped': '{count, plural, =0 {没有跳过报告。} other {已跳过 # 份已是最新的报告。}}',
  'import.rejected': '{count, plural, =0 {没有报告被拒绝。} other {# 份报告被拒绝：}}',
  'import.row': '第 {row} 行',
  'import.untitled': '无标题',
  'import.done': '完成',
};
