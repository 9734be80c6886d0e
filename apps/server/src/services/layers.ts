/**
 * Map layers (docs/layers.md). Anyone who sees an organization
 * sees its layers; its editors (the Administrator, an Organization Admin of it) create, change and
 * delete them. A layer is a raster tile URL (test-fetched before it is stored), a Mapbox vector
 * tileset, or a file uploaded as a zipped shapefile, KML, KMZ or GeoJSON and stored as GeoJSON.
 */
import {
  authorColors,
  canAdminister,
  canSeeOrganization,
  layerProblems,
  visibleOrganizations,
  type Actor,
  type Layer,
  type LayerGeometry,
  type LayerInput,
  type LayerRules,
  type LayerUpdateInput,
  type LayerVectorSource,
  type ValidationKey,
} from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { deleteLayerRow, insertLayer, selectLayers, updateLayerRow, type LayerRecord, type LayerValues } from '../db/queries/layers.js';
import { forbidden, invalidFields, notFound } from '../errors.js';
import { canFetchTile, openLayerData, readLayerFile, removeLayerData, storeLayerData, type StoredLayerData } from '../layers/index.js';
import type { StoredFile } from '../media/index.js';
import { recordAudit, type AuditSource } from './audit.js';
import { readOptions } from './options.js';
import { assertOrganizationVisible } from './reportAccess.js';

/** An uploaded file, already saved (within its size limit) in `workFolder`, which the route removes. */
export interface LayerUpload {
  path: string;
  workFolder: string;
}

function toApiLayer(record: LayerRecord): Layer {
  const fromFile = record.vectorSource === 'file' && record.fileHash !== null;
  return {
    id: record.id,
    organization: { id: record.organizationId, name: record.organizationName },
    name: record.name,
    type: record.type as Layer['type'],
    colour: record.colour,
    raster: record.rasterUrl,
    vectorSource: record.vectorSource as LayerVectorSource | null,
    vectorTileset: record.vectorTileset,
    vectorLayerName: record.vectorLayerName,
    vectorGeometry: record.vectorGeometry as LayerGeometry | null,
    file: fromFile
      ? {
          features: record.fileFeatures ?? 0,
          bytes: record.fileBytes ?? 0,
          geometries: (record.fileGeometries ?? []) as LayerGeometry[],
          version: record.fileHash!.slice(0, 16),
        }
      : null,
    created_date: record.createdAt.toISOString(),
    updated_date: record.updatedAt.toISOString(),
  };
}

/** The rules in force: names for every enabled language; http:// raster URLs only on test servers. */
async function rulesOf(ctx: AppContext): Promise<LayerRules> {
  const options = await readOptions(ctx);
  const locales = new Set(
    options.languages_enabled
      .split(',')
      .map((locale) => locale.trim())
      .filter(Boolean),
  );
  locales.add(options.default_language);
  return { locales: [...locales], allowHttp: ctx.config.allowPrivateLayerUrls };
}

/** The organization must be visible (404) and the caller one of its layer editors (403). */
async function assertLayerEditor(ctx: AppContext, actor: Actor, organizationId: number): Promise<void> {
  await assertOrganizationVisible(ctx, actor, organizationId);
  if (!canAdminister(actor) || !canSeeOrganization(actor, organizationId)) throw forbidden();
}

async function findLayer(ctx: AppContext, actor: Actor, organizationId: number, layerId: number): Promise<LayerRecord> {
  const [record] = await selectLayers(ctx.db, { organizationIds: visibleOrganizations(actor), organizationId, layerId });
  if (!record) throw notFound();
  return record;
}

/** `GET /layers`: every layer of every organization the caller sees. */
export async function listLayers(ctx: AppContext, actor: Actor): Promise<Layer[]> {
  return (await selectLayers(ctx.db, { organizationIds: visibleOrganizations(actor) })).map(toApiLayer);
}

/** `GET /organization/{id}/layers`. */
export async function listOrganizationLayers(ctx: AppContext, actor: Actor, organizationId: number): Promise<Layer[]> {
  await assertOrganizationVisible(ctx, actor, organizationId);
  return (await selectLayers(ctx.db, { organizationIds: visibleOrganizations(actor), organizationId })).map(toApiLayer);
}

/** A stored layer as the fields a client would send (for checking an update merged over it). */
function inputOf(record: LayerRecord): LayerInput {
  const input: LayerInput = { name: record.name, type: record.type as Layer['type'], colour: record.colour };
  if (record.rasterUrl !== null) input.raster = record.rasterUrl;
  if (record.vectorSource !== null) input.vectorSource = record.vectorSource as LayerVectorSource;
  if (record.vectorTileset !== null) input.vectorTileset = record.vectorTileset;
  if (record.vectorLayerName !== null) input.vectorLayerName = record.vectorLayerName;
  if (record.vectorGeometry !== null) input.vectorGeometry = record.vectorGeometry as LayerGeometry;
  return input;
}

/** Names as stored: trimmed, empty ones left out. */
const storedNames = (names: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(names)
      .map(([locale, name]) => [locale, name.trim()] as const)
      .filter(([, name]) => name !== ''),
  );

/** Without a chosen color, one of the fixed palette, picked by the name so that neighbours tend to differ. */
function defaultColor(names: Record<string, string>): string {
  const text = Object.values(names).join('');
  return authorColors[[...text].reduce((sum, c) => sum + c.codePointAt(0)!, 0) % authorColors.length]!;
}

/**
 * The field rules of the layer (core `layerProblems`) and how an upload fits the layer: a file makes a
 * vector layer's source 'file'; a file source needs a file (sent now, or stored before).
 */
function problemsOf(
  input: LayerInput,
  rules: LayerRules,
  options: { checkNames: boolean; upload: boolean; hasStoredFile: boolean },
): Record<string, ValidationKey> {
  const problems = layerProblems(input, rules, options.checkNames);
  if (options.upload && input.type !== 'vector') problems.file = 'invalidValue';
  if (input.type === 'vector' && input.vectorSource === 'file' && !options.upload && !options.hasStoredFile) problems.file = 'required';
  return problems;
}

/** The columns of a layer's kind; the other kind's columns are cleared, so a row never mixes them. */
function kindColumns(
  input: LayerInput,
  file: StoredLayerData | null,
): Omit<LayerValues, 'organizationId' | 'name' | 'colour' | 'updatedAt'> {
  const cleared = {
    rasterUrl: null,
    vectorSource: null,
    vectorTileset: null,
    vectorLayerName: null,
    vectorGeometry: null,
    fileKey: null,
    fileFeatures: null,
    fileBytes: null,
    fileGeometries: null,
    fileHash: null,
  };
  if (input.type === 'raster') return { ...cleared, type: 'raster', rasterUrl: input.raster!.trim() };
  if (input.vectorSource === 'file') {
    return {
      ...cleared,
      type: 'vector',
      vectorSource: 'file',
      fileKey: file!.key,
      fileFeatures: file!.features,
      fileBytes: file!.bytes,
      fileGeometries: file!.geometries,
      fileHash: file!.hash,
    };
  }
  return {
    ...cleared,
    type: 'vector',
    vectorSource: 'mapbox',
    vectorTileset: input.vectorTileset!.trim(),
    vectorLayerName: input.vectorLayerName!.trim(),
    vectorGeometry: input.vectorGeometry!,
  };
}

/** A raster URL's tile 0/0/0 must answer 200, else `rasterUrlUnable` on `raster`. */
async function assertTileLoads(ctx: AppContext, url: string): Promise<void> {
  if (!(await canFetchTile(url.trim(), { allowPrivate: ctx.config.allowPrivateLayerUrls })))
    throw invalidFields({ raster: 'rasterUrlUnable' });
}

/** Reads and stores an upload; the caller removes the stored file if what follows fails. */
async function storeUpload(ctx: AppContext, upload: LayerUpload): Promise<StoredLayerData> {
  return storeLayerData(ctx, await readLayerFile(upload.path, upload.workFolder), upload.workFolder);
}

/** `POST /organization/{id}/layer` (fields already well-formed: core `layerCreateBodySchema`). */
export async function createLayer(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  fields: LayerInput,
  upload?: LayerUpload,
): Promise<Layer> {
  await assertLayerEditor(ctx, actor, organizationId);
  const input: LayerInput =
    upload && fields.type === 'vector' && fields.vectorSource === undefined ? { ...fields, vectorSource: 'file' } : fields;
  if (upload && input.vectorSource === 'mapbox') throw invalidFields({ vectorSource: 'invalidValue' });
  const problems = problemsOf(input, await rulesOf(ctx), { checkNames: true, upload: upload !== undefined, hasStoredFile: false });
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  if (input.type === 'raster') await assertTileLoads(ctx, input.raster!);

  const file = upload && input.vectorSource === 'file' ? await storeUpload(ctx, upload) : null;
  const now = ctx.now();
  try {
    const id = await insertLayer(ctx.db, {
      organizationId,
      name: storedNames(input.name),
      colour: input.colour ?? defaultColor(input.name),
      ...kindColumns(input, file),
      createdAt: now,
      updatedAt: now,
    });
    return toApiLayer(await findLayer(ctx, actor, organizationId, id));
  } catch (error) {
    if (file) await removeLayerData(ctx, [file.key]);
    throw error;
  }
}

/**
 * `PUT /organization/{id}/layer/{layerId}`: the changed fields, merged over the stored layer and checked
 * as a whole (names only when sent). A raster URL is fetched again only when it changed; a new file
 * replaces the stored one, which is deleted once the row no longer names it.
 */
export async function updateLayer(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  layerId: number,
  changes: LayerUpdateInput,
  upload?: LayerUpload,
): Promise<Layer> {
  await assertLayerEditor(ctx, actor, organizationId);
  const stored = await findLayer(ctx, actor, organizationId, layerId);
  const before = inputOf(stored);
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<LayerInput>;
  const merged: LayerInput = { ...before, ...sent };
  if (upload && merged.type === 'vector') {
    if (changes.vectorSource === 'mapbox') throw invalidFields({ vectorSource: 'invalidValue' });
    merged.vectorSource = 'file';
  }
  // a vector layer that was raster starts from a Mapbox tileset unless it says otherwise
  if (merged.type === 'vector' && merged.vectorSource === undefined) merged.vectorSource = 'mapbox';
  const problems = problemsOf(merged, await rulesOf(ctx), {
    checkNames: changes.name !== undefined,
    upload: upload !== undefined,
    hasStoredFile: stored.fileKey !== null,
  });
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  if (merged.type === 'raster' && (stored.type !== 'raster' || merged.raster!.trim() !== stored.rasterUrl))
    await assertTileLoads(ctx, merged.raster!);

  const newFile = upload && merged.vectorSource === 'file' ? await storeUpload(ctx, upload) : null;
  const keptFile: StoredLayerData | null =
    merged.vectorSource === 'file' && !newFile && stored.fileKey !== null
      ? {
          key: stored.fileKey,
          features: stored.fileFeatures ?? 0,
          bytes: stored.fileBytes ?? 0,
          geometries: (stored.fileGeometries ?? []) as LayerGeometry[],
          hash: stored.fileHash ?? '',
        }
      : null;
  try {
    await updateLayerRow(ctx.db, layerId, {
      name: changes.name !== undefined ? storedNames(merged.name) : stored.name,
      colour: merged.colour ?? stored.colour,
      ...kindColumns(merged, newFile ?? keptFile),
      updatedAt: ctx.now(),
    });
  } catch (error) {
    if (newFile) await removeLayerData(ctx, [newFile.key]);
    throw error;
  }
  // the old file goes once nothing points at it: replaced, or the layer is no longer made from a file
  if (stored.fileKey !== null && stored.fileKey !== keptFile?.key) await removeStoredQuietly(ctx, stored.fileKey);
  return toApiLayer(await findLayer(ctx, actor, organizationId, layerId));
}

/** `DELETE /organization/{id}/layer/{layerId}`: the row first, then its file (an orphan file harms no one; a row without its file would). */
export async function deleteLayer(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  layerId: number,
  source: AuditSource,
): Promise<void> {
  await assertLayerEditor(ctx, actor, organizationId);
  const layer = await findLayer(ctx, actor, organizationId, layerId);
  const deleted = await deleteLayerRow(ctx.db, layerId);
  const details = { organization_id: organizationId, name: layer.name, type: layer.type };
  await recordAudit(ctx, source, { action: 'layer.delete', targetType: 'layer', targetId: layerId, details });
  if (deleted?.fileKey) await removeStoredQuietly(ctx, deleted.fileKey);
}

async function removeStoredQuietly(ctx: AppContext, key: string): Promise<void> {
  try {
    await removeLayerData(ctx, [key]);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'a layer file could not be removed');
  }
}

export interface LayerData {
  /** opens the gzipped GeoJSON (only once the caller knows it needs the bytes) */
  open(): Promise<StoredFile>;
  /** SHA-256 of the GeoJSON */
  hash: string;
}

/** `GET /organization/{id}/layer/{layerId}/data`: for anyone who sees the organization; 404 for a layer with no file. */
export async function layerData(ctx: AppContext, actor: Actor, organizationId: number, layerId: number): Promise<LayerData> {
  await assertOrganizationVisible(ctx, actor, organizationId);
  const layer = await findLayer(ctx, actor, organizationId, layerId);
  const key = layer.fileKey;
  if (key === null || layer.fileHash === null) throw notFound();
  return { hash: layer.fileHash, open: () => openLayerData(ctx, key) };
}
