import type { locationPickerEn } from './en.js';

export const locationPickerCn: Record<keyof typeof locationPickerEn, string> = {
  'locationPicker.mapLabel': '用于选择位置的地图',
  'locationPicker.hint': '点击地图或拖动标记来设置位置。地图获得焦点时，方向键可移动标记；按住 Shift 键可移动更大的距离。',
  'locationPicker.chosen': '位置：{latitude}, {longitude}',
  'locationPicker.none': '位置：尚未选择',
  'locationPicker.useMyLocation': '使用我的位置',
  'locationPicker.locating': '正在查找您的位置…',
  'locationPicker.found': '您的位置，精度为 ± {meters, number} 米',
  'locationPicker.denied': '您的浏览器不允许访问您的位置。请在网站设置中允许，或在地图上选择地点。',
  'locationPicker.unavailable': '无法确定您的位置。请在地图上选择地点或输入坐标。',
  'locationPicker.timeout': '查找您的位置用时过长。请重试，或在地图上选择地点。',
  'locationPicker.unsupported': '此浏览器无法共享您的位置。请在地图上选择地点或输入坐标。',
  'locationPicker.noMap': '此浏览器无法显示地图：请改为输入坐标。',
};
