import type { locationPickerEn } from './en.js';

export const locationPickerPt: Record<keyof typeof locationPickerEn, string> = {
  'locationPicker.mapLabel': 'Mapa para escolher o local',
  'locationPicker.hint':
    'Clique no mapa ou arraste o marcador para definir o local. Com o mapa em foco, as setas do teclado movem o marcador; mantenha Shift para passos maiores.',
  'locationPicker.chosen': 'Local: {latitude}, {longitude}',
  'locationPicker.none': 'Local: nenhum escolhido ainda',
  'locationPicker.useMyLocation': 'Usar a minha localização',
  'locationPicker.locating': 'A procurar a sua localização…',
  'locationPicker.found': 'A sua localização, com precisão de ± {meters, number} m',
  'locationPicker.denied':
    'O seu navegador não permitiu o acesso à sua localização. Permita-o nas definições do site ou escolha o local no mapa.',
  'locationPicker.unavailable': 'Não foi possível determinar a sua localização. Escolha o local no mapa ou escreva as coordenadas.',
  'locationPicker.timeout': 'A procura da sua localização demorou demasiado. Tente de novo ou escolha o local no mapa.',
  'locationPicker.unsupported':
    'Este navegador não consegue partilhar a sua localização. Escolha o local no mapa ou escreva as coordenadas.',
  'locationPicker.noMap': 'O mapa não pode ser mostrado neste navegador: escreva as coordenadas.',
};
