import type { coordinatesEn } from './en.js';

export const coordinatesCn: Record<keyof typeof coordinatesEn, string> = {
  'coordinates.legend': '位置',
  'coordinates.format': '坐标格式',
  'coordinates.formatDecimal': '十进制度',
  'coordinates.formatDms': '度、分、秒',
  'coordinates.latitude': '纬度',
  'coordinates.longitude': '经度',
  'coordinates.degrees': '度',
  'coordinates.minutes': '分',
  'coordinates.seconds': '秒',
  'coordinates.hemisphere': '半球',
  'coordinates.copyDecimal': '复制十进制',
  'coordinates.copyDms': '复制度分秒',
  'coordinates.copiedDecimal': '十进制坐标已复制到剪贴板',
  'coordinates.copiedDms': '度分秒坐标已复制到剪贴板',
  'coordinates.copyFailed': '无法复制坐标',
};
