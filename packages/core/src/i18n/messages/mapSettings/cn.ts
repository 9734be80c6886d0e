import type { mapSettingsEn } from './en.js';

export const mapSettingsCn: Record<keyof typeof mapSettingsEn, string> = {
  'mapSettings.title': '地图设置',
  'mapSettings.intro': '每张地图（包括嵌入的地图）在何处打开，以及提供哪些底图。',
  'mapSettings.viewSection': '初始视图',
  'mapSettings.center': '默认中心点',
  'mapSettings.zoom': '默认缩放级别',
  'mapSettings.zoomHint': '从 0（整个世界）到 22（单栋建筑）；11 可显示一座城市。',
  'mapSettings.basemapsSection': '底图',
  'mapSettings.map': '地图底图',
  'mapSettings.mapHint':
    '留空（或输入 builtin）使用内置底图：仅有陆地、水域和国界，没有街道和地名，无需网络。如需街道地图，请填写 MapLibre 样式网址（https），例如 OpenFreeMap 的或您自己的，或 Mapbox 样式（mapbox://styles/…）；街道地图需要网络。',
  'mapSettings.mapHintServer':
    '留空则使用服务器的默认样式（{url}）：一种需要网络的街道地图。没有网络时，地图显示内置底图，仅有陆地、水域和国界。输入 builtin 则始终使用内置底图，或填写 MapLibre 样式网址（https）或 Mapbox 样式（mapbox://styles/…）。',
  'mapSettings.satellite': '卫星底图',
  'mapSettings.satelliteHint':
    "留空则不提供卫星选项。也可以填写栅格瓦片模板（https，包含 '{z}'、'{x}' 和 '{y}'；'{s}' 表示子域名 a、b 和 c）、MapLibre 样式 URL 或 Mapbox 样式。",
  'mapSettings.attribution': '卫星影像署名',
  'mapSettings.attributionHint': '影像提供商要求的署名，与栅格瓦片一起显示在地图上（样式自带署名）。',
  'mapSettings.examples': '示例：',
  'mapSettings.noMapboxToken': '服务器没有配置 Mapbox 令牌（MAPBOX_TOKEN）：Mapbox 样式无法加载，地图将改为显示内置底图。',
  'mapSettings.preview': '预览',
  'mapSettings.previewShows': '预览中显示的底图',
  'mapSettings.previewMap': '地图',
  'mapSettings.previewSatellite': '卫星',
  'mapSettings.previewLabel': '预览地图。方向键可移动地图，加号和减号可缩放。',
  'mapSettings.previewCenter': '当前中心点',
  'mapSettings.previewZoom': '当前缩放级别',
  'mapSettings.useView': '使用此视图',
  'mapSettings.viewUsed': '已将默认中心点和缩放级别设为预览中的视图。保存后才会保留。',
  'mapSettings.fellBack': '无法加载此底图（没有网络、地址错误或令牌被拒绝）。预览改为显示内置底图，地图也会这样显示。',
  'mapSettings.noPreview': '此浏览器无法绘制预览（WebGL 已关闭）。这些设置仍适用于能够绘制的地图。',
  'mapSettings.saving': '正在保存…',
  'mapSettings.noChanges': '没有任何更改',
  'mapSettings.loadFailed': '无法加载设置。',
  'mapSettings.retry': '重试',
};
