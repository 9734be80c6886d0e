export { AdminLayers, type AdminLayersProps } from './AdminLayers.js';
export { LayerForm, type LayerFormProps } from './LayerForm.js';
