/**
 * An uploaded layer file → the GeoJSON we store (docs/layers.md "Upload"). The kind is read from the
 * bytes, never from the name: a zip holds a shapefile (or is a KMZ, or holds one GeoJSON file), text
 * starting with `<` is KML, text starting with `{` is GeoJSON. Anything else — an HTML page named
 * .geojson, an image, a PDF — is `invalidFileType`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { limits } from '@fieldwatch/core';
import { ApiError } from '../errors.js';
import { ZipArchive, type ZipEntry } from '../transfer/zipReader.js';
import { layerFileError } from './errors.js';
import { normalizeLayerGeoJson, type NormalizedLayer } from './geojson.js';
import { kmlToFeatures, looksLikeKml } from './kml.js';
import { shapefilesToFeatures, type ShapefileParts } from './shapefile.js';

/** Limits of a zipped upload; everything unpacked is read into memory, so each part is bounded too. */
const zipLimits = { maxEntries: 1000, maxUncompressedBytes: 5 * limits.layerUploadMaxBytes };
const maxPartBytes = 4 * limits.layerDataMaxBytes;
const maxShapefiles = 10;

const isZip = (head: Buffer) =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));

/** The zip reader's refusals name `invalidFileType` (an import's key); for a layer the file is a zip, just a bad one. */
function asLayerError(error: unknown): unknown {
  if (error instanceof ApiError && error.fields?.file === 'invalidFileType')
    return layerFileError('layerFileInvalid', typeof error.data === 'string' ? error.data : 'The zip file is damaged.');
  return error;
}

/**
 * Reads the file at `path` (already within `limits.layerUploadMaxBytes`) and returns its features as
 * stored GeoJSON. `workFolder` is an empty folder of ours for unpacking; the caller removes it.
 */
export async function readLayerFile(path: string, workFolder: string): Promise<NormalizedLayer> {
  const bytes = await readFile(path);
  if (isZip(bytes)) return normalizeLayerGeoJson(await readZip(path, workFolder));
  return normalizeLayerGeoJson(readText(bytes));
}

/** A KML or GeoJSON file, as parsed JSON or a FeatureCollection of what the KML holds. */
function readText(bytes: Buffer): unknown {
  // NUL bytes: an image, a PDF, a document — not text at all
  if (bytes.subarray(0, 8192).includes(0))
    throw layerFileError('invalidFileType', 'The file is not a zipped shapefile, KML, KMZ or GeoJSON file.');
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const start = /\S/.exec(text)?.[0];
  if (start === '<') {
    if (!looksLikeKml(text)) throw layerFileError('invalidFileType', 'The file is XML or HTML but not KML.');
    return { type: 'FeatureCollection', features: kmlToFeatures(text) };
  }
  if (start === '{') {
    try {
      return JSON.parse(text);
    } catch {
      throw layerFileError('layerFileInvalid', 'The file is not valid JSON.');
    }
  }
  throw layerFileError('invalidFileType', 'The file is not a zipped shapefile, KML, KMZ or GeoJSON file.');
}

/** Files of the archive that matter: no folders, no macOS resource forks (`__MACOSX/`, `._name`). */
function usefulEntries(archive: ZipArchive): ZipEntry[] {
  return [...archive.entries.values()].filter((entry) => {
    const base = entry.name.split('/').pop() ?? '';
    return !entry.name.startsWith('__MACOSX/') && !base.startsWith('._');
  });
}

const extensionOf = (name: string) => /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const withoutExtension = (name: string) => name.replace(/\.[^./]+$/, '');

async function readZip(path: string, workFolder: string): Promise<unknown> {
  let archive: ZipArchive;
  try {
    archive = await ZipArchive.open(path, zipLimits);
  } catch (error) {
    throw asLayerError(error);
  }
  try {
    const entries = usefulEntries(archive);
    let unpacked = 0;
    const read = async (entry: ZipEntry): Promise<Buffer> => {
      if (entry.size > maxPartBytes) throw layerFileError('layerDataTooLarge', `${entry.name} is larger than ${maxPartBytes} bytes.`);
      // our own names: entry names are only looked up, never used as paths
      const target = join(workFolder, `part-${++unpacked}`);
      try {
        await archive.extract(entry, target);
      } catch (error) {
        throw asLayerError(error);
      }
      return readFile(target);
    };

    const shps = entries.filter((entry) => extensionOf(entry.name) === 'shp');
    if (shps.length > maxShapefiles) throw layerFileError('layerFileInvalid', `The zip file holds more than ${maxShapefiles} shapefiles.`);
    if (shps.length > 0) {
      const shapefiles: ShapefileParts[] = [];
      for (const shp of shps) {
        const base = withoutExtension(shp.name);
        // sibling parts share the base name; extensions in any case (DATA.SHP, data.dbf)
        const part = (extension: string) =>
          entries.find((entry) => withoutExtension(entry.name) === base && extensionOf(entry.name) === extension);
        const [dbf, prj, cpg] = [part('dbf'), part('prj'), part('cpg')];
        shapefiles.push({
          name: base,
          shp: await read(shp),
          dbf: dbf ? await read(dbf) : undefined,
          prj: prj ? await read(prj) : undefined,
          cpg: cpg ? await read(cpg) : undefined,
        });
      }
      return { type: 'FeatureCollection', features: await shapefilesToFeatures(shapefiles) };
    }

    // a KMZ: doc.kml at the top by convention, else the first KML file
    const kml =
      entries.find((entry) => entry.name.toLowerCase() === 'doc.kml') ?? entries.find((entry) => extensionOf(entry.name) === 'kml');
    if (kml) {
      const text = (await read(kml)).toString('utf8').replace(/^\uFEFF/, '');
      if (!looksLikeKml(text)) throw layerFileError('layerFileInvalid', `${kml.name} is not a KML document.`);
      return { type: 'FeatureCollection', features: kmlToFeatures(text) };
    }

    const geojson = entries.filter((entry) => ['geojson', 'json'].includes(extensionOf(entry.name)));
    if (geojson.length === 1) return readText(await read(geojson[0]!));
    throw layerFileError('invalidFileType', 'The zip file holds no shapefile (.shp), no KML file and no single GeoJSON file.');
  } finally {
    await archive.close();
  }
}

/** A folder for one upload's unpacking, inside `tempFolder`; remove it with `rm(folder, {recursive})`. */
export async function layerWorkFolder(tempFolder: string): Promise<string> {
  return mkdtemp(join(tempFolder, 'layer-'));
}

export async function removeWorkFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}
