import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  layerFileExtensions,
  layerProblems,
  limits,
  type Layer,
  type LayerGeometry,
  type LayerInput,
  type LayerRules,
  type LayerType,
  type LayerUpdateInput,
  type LayerVectorSource,
} from '@fieldwatch/core';

/** What the layer form holds while it is edited. */
export interface LayerFormValues {
  /** name by locale (`en_US`, `fr_FR`, …) for every enabled language */
  names: Record<string, string>;
  type: LayerType;
  color: string;
  raster: string;
  vectorSource: LayerVectorSource;
  vectorTileset: string;
  vectorLayerName: string;
  vectorGeometry: LayerGeometry | '';
  /** a file chosen to upload (vector layers from a file) */
  file: File | null;
}

export function emptyLayerValues(locales: readonly string[], color: string): LayerFormValues {
  return {
    names: Object.fromEntries(locales.map((locale) => [locale, ''])),
    type: 'raster',
    color,
    raster: '',
    vectorSource: 'mapbox',
    vectorTileset: '',
    vectorLayerName: '',
    vectorGeometry: '',
    file: null,
  };
}

/** The form's values for a stored layer (edit). */
export function layerValuesOf(layer: Layer, locales: readonly string[]): LayerFormValues {
  return {
    names: { ...Object.fromEntries(locales.map((locale) => [locale, ''])), ...layer.name },
    type: layer.type,
    color: layer.colour,
    raster: layer.raster ?? '',
    vectorSource: layer.vectorSource ?? 'mapbox',
    vectorTileset: layer.vectorTileset ?? '',
    vectorLayerName: layer.vectorLayerName ?? '',
    vectorGeometry: layer.vectorGeometry ?? '',
    file: null,
  };
}

/** The fields of the layer's kind, as the API takes them (core `LayerInput`). */
export function layerInputOf(values: LayerFormValues): LayerInput {
  const names = Object.fromEntries(
    Object.entries(values.names)
      .map(([locale, name]): [string, string] => [locale, name.trim()])
      .filter(([, name]) => name !== ''),
  );
  const input: LayerInput = { name: names, type: values.type, colour: values.color.toLowerCase() };
  if (values.type === 'raster') return { ...input, raster: values.raster.trim() };
  if (values.vectorSource === 'file') return { ...input, vectorSource: 'file' };
  return {
    ...input,
    vectorSource: 'mapbox',
    vectorTileset: values.vectorTileset.trim(),
    vectorLayerName: values.vectorLayerName.trim(),
    ...(values.vectorGeometry ? { vectorGeometry: values.vectorGeometry } : {}),
  };
}

/** `PUT` body: only the fields that differ from the stored layer (an update carries changed fields only). */
export function layerChangesOf(layer: Layer, values: LayerFormValues): LayerUpdateInput {
  const next = layerInputOf(values);
  const changes: LayerUpdateInput = {};
  const sameNames = JSON.stringify(Object.entries(next.name).sort()) === JSON.stringify(Object.entries(layer.name).sort());
  if (!sameNames) changes.name = next.name;
  if (next.colour !== layer.colour.toLowerCase()) changes.colour = next.colour;
  if (next.type !== layer.type) changes.type = next.type;
  if (next.type === 'raster') {
    if (next.raster !== layer.raster) changes.raster = next.raster;
    return changes;
  }
  if (next.vectorSource !== layer.vectorSource) changes.vectorSource = next.vectorSource;
  if (next.vectorSource === 'mapbox') {
    if (next.vectorTileset !== layer.vectorTileset) changes.vectorTileset = next.vectorTileset;
    if (next.vectorLayerName !== layer.vectorLayerName) changes.vectorLayerName = next.vectorLayerName;
    if (next.vectorGeometry !== layer.vectorGeometry) changes.vectorGeometry = next.vectorGeometry;
  }
  return changes;
}

/** `accept` of the file input: a layer is uploaded as a shapefile, KML or GeoJSON. */
export const layerFileAccept = layerFileExtensions.join(',');

/** A form-only problem of a chosen file: too large, or not one of the accepted kinds (by its name; the server reads its bytes). */
function layerFileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!layerFileExtensions.some((extension) => name.endsWith(extension))) return 'invalidFileType';
  if (file.size > limits.layerUploadMaxBytes) return 'layers.fileTooLarge';
  return null;
}

/**
 * Every rule of the form, from core's `layerProblems` (the server's own rules) plus the file: required
 * for a vector layer from a file unless one is stored already. Message keys by form path (`names.fr_FR`).
 */
export function layerFormProblems(values: LayerFormValues, rules: LayerRules, hasStoredFile: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, key] of Object.entries(layerProblems(layerInputOf(values), rules))) {
    problems[field.startsWith('name.') ? `names.${field.slice(5)}` : field] = key;
  }
  if (values.type === 'vector' && values.vectorSource === 'file') {
    const problem = values.file ? layerFileProblem(values.file) : hasStoredFile ? null : 'required';
    if (problem) problems.file = problem;
  }
  return problems;
}

/** react-hook-form's view of `layerFormProblems`: errors nested by path, or the values when none (synchronous: the form awaits whatever a resolver returns). */
export function layerFormResolver(rules: LayerRules, hasStoredFile: boolean): Resolver<LayerFormValues> {
  return (values) => {
    const problems = Object.entries(layerFormProblems(values, rules, hasStoredFile));
    if (problems.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of problems) {
      const [head, tail] = path.split('.') as [string, string | undefined];
      const error = { type: 'validate', message };
      if (tail) errors[head] = { ...(errors[head] as object | undefined), [tail]: error };
      else errors[head] = error;
    }
    return { values: {}, errors: errors as FieldErrors<LayerFormValues> };
  };
}

/** Server field names (`name.<locale>`, raster, vectorTileset, …; docs/layers.md) → the form's fields. */
export function serverLayerFields(locales: readonly string[]): Record<string, `names.${string}` | Exclude<keyof LayerFormValues, 'names'>> {
  return {
    ...Object.fromEntries(locales.map((locale) => [`name.${locale}`, `names.${locale}` as const])),
    type: 'type',
    colour: 'color',
    raster: 'raster',
    vectorSource: 'vectorSource',
    vectorTileset: 'vectorTileset',
    vectorLayerName: 'vectorLayerName',
    vectorGeometry: 'vectorGeometry',
    file: 'file',
  };
}
