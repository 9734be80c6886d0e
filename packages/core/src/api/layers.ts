import { FieldwatchError } from '../errors.js';
import { layerUploadFields, type Layer, type LayerFeatureCollection, type LayerInput, type LayerUpdateInput } from '../schemas/layer.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient, ListResult } from './client.js';

/** A file to upload with a layer: a `File` from an input, or any Blob with a name. */
export interface LayerFile {
  blob: Blob;
  /** only a display hint for the server, which reads the kind from the bytes */
  name?: string;
}

/** With a file the call is multipart: the file in `file`, the other fields as JSON in `layer` (docs/layers.md). */
function layerBody(fields: LayerInput | LayerUpdateInput, file: LayerFile | undefined): FormData | LayerInput | LayerUpdateInput {
  if (!file) return fields;
  const form = new FormData();
  form.append(layerUploadFields.layer, JSON.stringify(fields));
  form.append(layerUploadFields.file, file.blob, file.name ?? (file.blob as File).name ?? 'layer');
  return form;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** A layer write changes every list of layers (the map's, its organization's). */
const layerWrite = <T>(client: FieldwatchClient) => written<T>(client, { invalidate: [['layers']] });

/** `GET /layers`: every layer of every organization the caller may see (the dashboard map, one call). */
export const listLayers = (client: FieldwatchClient, signal?: AbortSignal): Promise<ListResult<Layer>> =>
  client.requestList<Layer>('/layers', withSignal(signal));

/** `GET /organization/{id}/layers`. */
export const listOrganizationLayers = (
  client: FieldwatchClient,
  organizationId: number,
  signal?: AbortSignal,
): Promise<ListResult<Layer>> => client.requestList<Layer>(`/organization/${organizationId}/layers`, withSignal(signal));

/**
 * `POST /organization/{id}/layer`. A vector layer from a file passes the file (its `vectorSource`
 * becomes 'file'); raster URLs are test-fetched by the server before anything is stored.
 */
export const createLayer = (client: FieldwatchClient, organizationId: number, input: LayerInput, file?: LayerFile): Promise<Layer> =>
  client.request<Layer>(`/organization/${organizationId}/layer`, { method: 'POST', body: layerBody(input, file) }).then(layerWrite(client));

/** `PUT /organization/{id}/layer/{layerId}`: changed fields only; a new file replaces the stored one. */
export const updateLayer = (
  client: FieldwatchClient,
  organizationId: number,
  layerId: number,
  changes: LayerUpdateInput,
  file?: LayerFile,
): Promise<Layer> =>
  client
    .request<Layer>(`/organization/${organizationId}/layer/${layerId}`, { method: 'PUT', body: layerBody(changes, file) })
    .then(layerWrite(client));

/** `DELETE /organization/{id}/layer/{layerId}` (its stored file goes too). */
export const deleteLayer = (client: FieldwatchClient, organizationId: number, layerId: number): Promise<boolean> =>
  client
    .request<boolean>(`/organization/${organizationId}/layer/${layerId}`, { method: 'DELETE' })
    .then(written(client, { invalidate: [['layers']], discard: [['layerData', layerId]] }));

/** Where a file layer's GeoJSON is served, under the client's base URL (for a map that fetches it itself). */
export const layerDataPath = (organizationId: number, layerId: number): string => `/organization/${organizationId}/layer/${layerId}/data`;

/**
 * `GET /organization/{id}/layer/{layerId}/data`: the GeoJSON FeatureCollection of a layer made from a
 * file. The answer is the GeoJSON itself (not an envelope), compressed on the wire.
 */
export async function getLayerData(
  client: FieldwatchClient,
  organizationId: number,
  layerId: number,
  signal?: AbortSignal,
): Promise<LayerFeatureCollection> {
  const response = await client.requestRaw(layerDataPath(organizationId, layerId), {
    headers: { Accept: 'application/geo+json' },
    ...withSignal(signal),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as LayerFeatureCollection;
  } catch {
    throw new FieldwatchError('SERVER_ERROR');
  }
}
