import type { exportEn } from './en.js';

export const exportCn: Record<keyof typeof exportEn, string> = {
  'export.tab': '导出报告',
  'export.tabs': '管理分区',
  'export.title': '导出报告',
  'export.intro': '用筛选条件选择报告，然后以所需格式下载。',
  'export.format': '格式',
  'export.format.csv': 'CSV（电子表格）',
  'export.format.geojson': 'GeoJSON（地图）',
  'export.format.kml': 'KML（用于 Google Earth）',
  'export.media': '包含媒体文件（zip）',
  'export.mediaHint': '下载内容将是一个 zip，包含报告及其照片、视频、音频和文档。',
  'export.count': '{count, plural, =0 {没有匹配的报告。} other {有 # 份报告匹配。}}',
  'export.counting': '正在统计报告…',
  'export.download': '下载',
  'export.started': '下载已开始。',
  'export.disabled': '此安装已关闭导出功能。',
};
