import type { mapSettingsEn } from './en.js';

export const mapSettingsPt: Record<keyof typeof mapSettingsEn, string> = {
  'mapSettings.title': 'Definições do mapa',
  'mapSettings.intro': 'Onde cada mapa abre e que mapas base oferece, incluindo os mapas incorporados.',
  'mapSettings.viewSection': 'Vista inicial',
  'mapSettings.center': 'Centro predefinido',
  'mapSettings.zoom': 'Zoom predefinido',
  'mapSettings.zoomHint': 'De 0 (o mundo inteiro) a 22 (um único edifício); 11 mostra uma cidade.',
  'mapSettings.basemapsSection': 'Mapas base',
  'mapSettings.map': 'Mapa base «Mapa»',
  'mapSettings.mapHint':
    'Deixe vazio (ou escreva builtin) para o mapa base integrado: apenas terra, água e fronteiras, sem ruas nem nomes, e sem precisar de rede. Para um mapa de ruas, indique o URL de um estilo MapLibre (https), como o do OpenFreeMap ou um seu, ou um estilo Mapbox (mapbox://styles/…); um mapa de ruas precisa da rede.',
  'mapSettings.mapHintServer':
    'Deixe vazio para o estilo padrão do servidor ({url}): um mapa de ruas que precisa da rede. Sem ela, os mapas mostram o mapa base integrado, apenas com terra, água e fronteiras. Escreva builtin para usar sempre o mapa base integrado, ou indique o URL de um estilo MapLibre (https) ou um estilo Mapbox (mapbox://styles/…).',
  'mapSettings.satellite': 'Mapa base de satélite',
  'mapSettings.satelliteHint':
    "Deixe vazio para não oferecer a opção de satélite. Ou indique um modelo de mosaicos raster (https, com '{z}', '{x}' e '{y}'; '{s}' representa os subdomínios a, b e c), o URL de um estilo MapLibre ou um estilo Mapbox.",
  'mapSettings.attribution': 'Crédito das imagens de satélite',
  'mapSettings.attributionHint':
    'O crédito que o fornecedor das imagens exige, mostrado no mapa com os mosaicos raster (os estilos trazem o seu).',
  'mapSettings.examples': 'Exemplos:',
  'mapSettings.noMapboxToken':
    'O servidor não tem token do Mapbox (MAPBOX_TOKEN): os estilos do Mapbox não podem ser carregados e os mapas mostrarão o mapa base integrado em seu lugar.',
  'mapSettings.preview': 'Pré-visualização',
  'mapSettings.previewShows': 'Mapa base mostrado na pré-visualização',
  'mapSettings.previewMap': 'Mapa',
  'mapSettings.previewSatellite': 'Satélite',
  'mapSettings.previewLabel': 'Mapa de pré-visualização. As setas deslocam-no; mais e menos alteram o zoom.',
  'mapSettings.previewCenter': 'Centro mostrado',
  'mapSettings.previewZoom': 'Zoom mostrado',
  'mapSettings.useView': 'Usar esta vista',
  'mapSettings.viewUsed': 'Centro e zoom predefinidos obtidos da pré-visualização. Guarde para os manter.',
  'mapSettings.fellBack':
    'Não foi possível carregar este mapa base (sem rede, um endereço errado ou um token recusado). A pré-visualização mostra o mapa base integrado em seu lugar, como farão os mapas.',
  'mapSettings.noPreview':
    'Este navegador não consegue desenhar a pré-visualização (o WebGL está desligado). As definições aplicam-se na mesma aos mapas que conseguem.',
  'mapSettings.saving': 'A guardar…',
  'mapSettings.noChanges': 'Nada foi alterado',
  'mapSettings.loadFailed': 'Não foi possível carregar as definições.',
  'mapSettings.retry': 'Tentar novamente',
};
