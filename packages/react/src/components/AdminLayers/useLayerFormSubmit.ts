import type { Path, UseFormReturn } from 'react-hook-form';
import { createLayer, updateLayer, type Layer } from '@fieldwatch/core';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { layerChangesOf, layerInputOf, serverLayerFields, type LayerFormValues } from './layerFormValues.js';

interface LayerFormSubmitOptions {
  form: UseFormReturn<LayerFormValues>;
  organizationId: number;
  layer: Layer | undefined;
  locales: readonly string[];
  onSaved: (layer: Layer) => void;
}

/**
 * The form's submit handler: creates the layer, or sends only what changed (nothing to send is said, not
 * sent), with the chosen file; the server's field errors go beside their fields.
 */
export function useLayerFormSubmit({ form, organizationId, layer, locales, onSaved }: LayerFormSubmitOptions) {
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();

  return form.handleSubmit(async (values) => {
    const upload =
      values.type === 'vector' && values.vectorSource === 'file' && values.file ? { blob: values.file, name: values.file.name } : undefined;
    try {
      let saved: Layer;
      if (layer) {
        const changes = layerChangesOf(layer, values);
        if (Object.keys(changes).length === 0 && !upload) {
          alerts.getState().push('info', 'layers.noChanges');
          return;
        }
        saved = await updateLayer(client, organizationId, layer.id, changes, upload);
        alerts.getState().push('success', 'layers.updated');
      } else {
        saved = await createLayer(client, organizationId, layerInputOf(values), upload);
        alerts.getState().push('success', 'layers.created');
      }
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, serverLayerFields(locales) as Record<string, Path<LayerFormValues>>);
      showError(error);
    }
  });
}
