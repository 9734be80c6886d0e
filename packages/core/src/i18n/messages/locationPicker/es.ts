import type { locationPickerEn } from './en.js';

export const locationPickerEs: Record<keyof typeof locationPickerEn, string> = {
  'locationPicker.mapLabel': 'Mapa para elegir la ubicación',
  'locationPicker.hint':
    'Haga clic en el mapa o arrastre el marcador para fijar la ubicación. Con el mapa enfocado, las flechas del teclado mueven el marcador; mantenga Mayús para pasos más grandes.',
  'locationPicker.chosen': 'Ubicación: {latitude}, {longitude}',
  'locationPicker.none': 'Ubicación: ninguna elegida todavía',
  'locationPicker.useMyLocation': 'Usar mi ubicación',
  'locationPicker.locating': 'Buscando su ubicación…',
  'locationPicker.found': 'Su ubicación, con una precisión de ± {meters, number} m',
  'locationPicker.denied':
    'Su navegador no permitió el acceso a su ubicación. Permítalo en la configuración del sitio o elija el lugar en el mapa.',
  'locationPicker.unavailable': 'No se pudo determinar su ubicación. Elija el lugar en el mapa o escriba las coordenadas.',
  'locationPicker.timeout': 'La búsqueda de su ubicación tardó demasiado. Inténtelo de nuevo o elija el lugar en el mapa.',
  'locationPicker.unsupported': 'Este navegador no puede compartir su ubicación. Elija el lugar en el mapa o escriba las coordenadas.',
  'locationPicker.noMap': 'El mapa no se puede mostrar en este navegador: escriba las coordenadas.',
};
