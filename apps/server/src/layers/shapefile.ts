/**
 * Shapefiles → GeoJSON with shpjs, which reprojects to WGS 84 with the .prj and decodes the .dbf with
 * the .cpg. shpjs is given the bytes of each part (read by our guarded zip reader), never the zip: it
 * would unpack an untrusted archive with no limits of its own.
 *
 * Before shpjs runs, the record headers of the .shp are read (a few bytes each) to refuse, without
 * building any geometry, a file with too many features, too many points for the GeoJSON limit, or
 * polygons whose ring count would make shpjs's hole matching (rings × rings per polygon) run for minutes.
 */
import { limits } from '@fieldwatch/core';
import getShapefile from 'shpjs';
import { layerFileError } from './errors.js';

export interface ShapefileParts {
  /** the base name inside the archive, for messages */
  name: string;
  shp: Buffer;
  dbf?: Buffer | undefined;
  prj?: Buffer | undefined;
  cpg?: Buffer | undefined;
}

interface ShapefileCounts {
  /** records with a shape (null shapes are skipped) */
  features: number;
  points: number;
  /** Σ rings² over polygon records: the cost of shpjs's ring matching */
  ringWork: number;
}

const fileCode = 9994;
const headerBytes = 100;
/** the shortest a position can be once written as GeoJSON ("[1.5,2.5],"): below the real size, never above */
const minimumBytesPerPoint = 12;
/** ≈ a second of shpjs's ring matching on the machines we run on */
export const maxRingWork = 100_000_000;

const polylineOrPolygon = new Set([3, 5, 13, 15, 23, 25]);
const polygons = new Set([5, 15, 25]);
const multiPoints = new Set([8, 18, 28]);

/** Reads the record headers of a .shp (ESRI Shapefile Technical Description, 1998). */
function countShapefile(shp: Buffer, name: string): ShapefileCounts {
  const damaged = () => layerFileError('layerFileInvalid', `The shapefile ${name}.shp is damaged.`);
  if (shp.length < headerBytes || shp.readInt32BE(0) !== fileCode) throw damaged();
  const counts: ShapefileCounts = { features: 0, points: 0, ringWork: 0 };
  let offset = headerBytes;
  while (offset + 8 <= shp.length) {
    const contentBytes = shp.readInt32BE(offset + 4) * 2;
    const content = offset + 8;
    if (contentBytes < 4 || content + contentBytes > shp.length) throw damaged();
    const type = shp.readInt32LE(content);
    if (type !== 0) {
      counts.features += 1;
      if (polylineOrPolygon.has(type)) {
        if (contentBytes < 44) throw damaged();
        const parts = shp.readInt32LE(content + 36);
        const points = shp.readInt32LE(content + 40);
        if (parts < 0 || points < 0) throw damaged();
        counts.points += points;
        if (polygons.has(type)) counts.ringWork += parts * parts;
      } else if (multiPoints.has(type)) {
        if (contentBytes < 40) throw damaged();
        const points = shp.readInt32LE(content + 36);
        if (points < 0) throw damaged();
        counts.points += points;
      } else {
        counts.points += 1;
      }
    }
    offset = content + contentBytes;
  }
  return counts;
}

/** Refuses what would break a limit, from the counts of every shapefile of the upload together. */
function checkShapefileCounts(counts: ShapefileCounts): void {
  if (counts.features > limits.layerFeaturesMax) {
    throw layerFileError(
      'layerTooManyFeatures',
      `The shapefile holds ${counts.features} features; at most ${limits.layerFeaturesMax} are accepted.`,
    );
  }
  if (counts.points * minimumBytesPerPoint > limits.layerDataMaxBytes) {
    throw layerFileError(
      'layerDataTooLarge',
      `The shapefile holds ${counts.points} points, more than ${limits.layerDataMaxBytes} bytes of GeoJSON can hold.`,
    );
  }
  if (counts.ringWork > maxRingWork) {
    throw layerFileError('layerDataTooLarge', 'The shapefile has polygons with too many rings to be drawn on a map.');
  }
}

/** Converts checked shapefiles to one list of GeoJSON features (not yet normalized). */
export async function shapefilesToFeatures(shapefiles: readonly ShapefileParts[]): Promise<unknown[]> {
  const total: ShapefileCounts = { features: 0, points: 0, ringWork: 0 };
  for (const parts of shapefiles) {
    const counts = countShapefile(parts.shp, parts.name);
    total.features += counts.features;
    total.points += counts.points;
    total.ringWork += counts.ringWork;
  }
  checkShapefileCounts(total);

  const features: unknown[] = [];
  for (const parts of shapefiles) {
    try {
      const collection = await getShapefile({
        shp: parts.shp,
        ...(parts.dbf ? { dbf: parts.dbf } : {}),
        ...(parts.prj ? { prj: parts.prj.toString('utf8') } : {}),
        ...(parts.cpg ? { cpg: parts.cpg.toString('utf8') } : {}),
      });
      features.push(...collection.features);
    } catch {
      // shpjs throws RangeError on records that point past their end, Error on unknown shape types
      throw layerFileError('layerFileInvalid', `The shapefile ${parts.name} could not be read.`);
    }
  }
  return features;
}
