import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Layer, LayerRules } from '@fieldwatch/core';
import { emptyLayerValues, layerFormResolver, layerValuesOf, type LayerFormValues } from './layerFormValues.js';

interface LayerFormOptions {
  layer: Layer | undefined;
  locales: readonly string[];
  color: string;
}

/**
 * The layer form's state, checked with core's rules as the user types, and the fields the form's parts
 * switch on (type, vector source, chosen file, color).
 */
export function useLayerForm({ layer, locales, color }: LayerFormOptions) {
  const rules: LayerRules = useMemo(() => ({ locales }), [locales]);
  const hasStoredFile = layer?.file != null;
  // the values the form opened with: later props do not reset what the user is editing
  const [defaultValues] = useState(() => (layer ? layerValuesOf(layer, locales) : emptyLayerValues(locales, color)));
  const form = useForm<LayerFormValues>({ resolver: layerFormResolver(rules, hasStoredFile), defaultValues, mode: 'onTouched' });
  const [type, vectorSource, file, chosenColor] = useWatch({ control: form.control, name: ['type', 'vectorSource', 'file', 'color'] });
  return { form, defaultValues, watched: { type, vectorSource, file, color: chosenColor } };
}
