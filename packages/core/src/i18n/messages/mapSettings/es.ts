import type { mapSettingsEn } from './en.js';

export const mapSettingsEs: Record<keyof typeof mapSettingsEn, string> = {
  'mapSettings.title': 'Configuración del mapa',
  'mapSettings.intro': 'Dónde se abre cada mapa y qué mapas base ofrece, incluidos los mapas integrados.',
  'mapSettings.viewSection': 'Vista inicial',
  'mapSettings.center': 'Centro predeterminado',
  'mapSettings.zoom': 'Zoom predeterminado',
  'mapSettings.zoomHint': 'De 0 (el mundo entero) a 22 (un solo edificio); 11 muestra una ciudad.',
  'mapSettings.basemapsSection': 'Mapas base',
  'mapSettings.map': 'Mapa base «Mapa»',
  'mapSettings.mapHint':
    'Déjelo vacío (o escriba builtin) para el mapa base integrado: solo tierra, agua y fronteras, sin calles ni nombres, y sin necesidad de red. Para un mapa de calles, indique la URL de un estilo MapLibre (https), como el de OpenFreeMap o uno propio, o un estilo de Mapbox (mapbox://styles/…); un mapa de calles necesita la red.',
  'mapSettings.mapHintServer':
    'Déjelo vacío para el estilo predeterminado del servidor ({url}): un mapa de calles que necesita la red. Sin ella, los mapas muestran el mapa base integrado, solo con tierra, agua y fronteras. Escriba builtin para usar siempre el mapa base integrado, o indique la URL de un estilo MapLibre (https) o un estilo de Mapbox (mapbox://styles/…).',
  'mapSettings.satellite': 'Mapa base satelital',
  'mapSettings.satelliteHint':
    "Déjelo vacío para no ofrecer la opción satélite. O indique una plantilla de teselas ráster (https, con '{z}', '{x}' y '{y}'; '{s}' representa los subdominios a, b y c), la URL de un estilo MapLibre o un estilo Mapbox.",
  'mapSettings.attribution': 'Atribución de las imágenes satelitales',
  'mapSettings.attributionHint':
    'La atribución que exige el proveedor de imágenes, mostrada en el mapa con las teselas ráster (los estilos traen la suya).',
  'mapSettings.examples': 'Ejemplos:',
  'mapSettings.noMapboxToken':
    'El servidor no tiene token de Mapbox (MAPBOX_TOKEN): los estilos de Mapbox no pueden cargarse y los mapas mostrarán en su lugar el mapa base integrado.',
  'mapSettings.preview': 'Vista previa',
  'mapSettings.previewShows': 'Mapa base mostrado en la vista previa',
  'mapSettings.previewMap': 'Mapa',
  'mapSettings.previewSatellite': 'Satélite',
  'mapSettings.previewLabel': 'Mapa de vista previa. Las flechas lo desplazan; más y menos cambian el zoom.',
  'mapSettings.previewCenter': 'Centro mostrado',
  'mapSettings.previewZoom': 'Zoom mostrado',
  'mapSettings.useView': 'Usar esta vista',
  'mapSettings.viewUsed': 'Centro y zoom predeterminados tomados de la vista previa. Guarde para conservarlos.',
  'mapSettings.fellBack':
    'No se pudo cargar este mapa base (sin red, una dirección errónea o un token rechazado). La vista previa muestra en su lugar el mapa base integrado, como harán los mapas.',
  'mapSettings.noPreview':
    'Este navegador no puede dibujar la vista previa (WebGL está desactivado). La configuración se aplica igualmente a los mapas que sí pueden.',
  'mapSettings.saving': 'Guardando…',
  'mapSettings.noChanges': 'No ha cambiado nada',
  'mapSettings.loadFailed': 'No se pudo cargar la configuración.',
  'mapSettings.retry': 'Reintentar',
};
