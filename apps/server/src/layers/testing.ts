/**
 * Test support for layer files: real shapefiles written byte by byte after the ESRI Shapefile Technical
 * Description (1998) and the dBASE III table format, zipped with fflate; KML and GeoJSON texts.
 * Built in the tests, so every fixture is reproducible and readable here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync, type Zippable } from 'fflate';

export type Position = [number, number];

export interface ShapefileInput {
  /** 'point' (shape type 1) or 'polygon' (shape type 5) */
  kind: 'point' | 'polygon';
  /** one point per record, or one polygon (its rings) per record */
  shapes: Position[] | Position[][][];
  /** one row per record; every row has the same columns (text or numbers) */
  rows: Record<string, string | number>[];
}

function header(shapeType: number, fileBytes: number, bbox: [number, number, number, number]): Buffer {
  const head = Buffer.alloc(100);
  head.writeInt32BE(9994, 0);
  head.writeInt32BE(fileBytes / 2, 24);
  head.writeInt32LE(1000, 28);
  head.writeInt32LE(shapeType, 32);
  bbox.forEach((value, i) => head.writeDoubleLE(value, 36 + i * 8));
  return head;
}

function bboxOf(points: Position[]): [number, number, number, number] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function pointContent([x, y]: Position): Buffer {
  const content = Buffer.alloc(20);
  content.writeInt32LE(1, 0);
  content.writeDoubleLE(x, 4);
  content.writeDoubleLE(y, 12);
  return content;
}

function polygonContent(rings: Position[][]): Buffer {
  const points = rings.flat();
  const content = Buffer.alloc(44 + 4 * rings.length + 16 * points.length);
  content.writeInt32LE(5, 0);
  bboxOf(points).forEach((value, i) => content.writeDoubleLE(value, 4 + i * 8));
  content.writeInt32LE(rings.length, 36);
  content.writeInt32LE(points.length, 40);
  let start = 0;
  rings.forEach((ring, i) => {
    content.writeInt32LE(start, 44 + 4 * i);
    start += ring.length;
  });
  const first = 44 + 4 * rings.length;
  points.forEach(([x, y], i) => {
    content.writeDoubleLE(x, first + 16 * i);
    content.writeDoubleLE(y, first + 16 * i + 8);
  });
  return content;
}

function dbf(rows: Record<string, string | number>[]): Buffer {
  const columns = Object.keys(rows[0] ?? {});
  const fields = columns.map((name) => {
    const numeric = rows.every((row) => typeof row[name] === 'number');
    const length = numeric ? 18 : Math.max(1, ...rows.map((row) => Buffer.byteLength(String(row[name] ?? ''))));
    return { name, numeric, length };
  });
  const recordLength = 1 + fields.reduce((sum, field) => sum + field.length, 0);
  const headerLength = 32 + 32 * fields.length + 1;
  const out = Buffer.alloc(headerLength + recordLength * rows.length + 1, 0x20);
  out.fill(0, 0, headerLength);
  out.writeUInt8(0x03, 0);
  out.writeUInt8(124, 1);
  out.writeUInt8(1, 2);
  out.writeUInt8(1, 3);
  out.writeUInt32LE(rows.length, 4);
  out.writeUInt16LE(headerLength, 8);
  out.writeUInt16LE(recordLength, 10);
  fields.forEach((field, i) => {
    const at = 32 + 32 * i;
    out.write(field.name.slice(0, 10), at, 'latin1');
    out.write(field.numeric ? 'N' : 'C', at + 11, 'latin1');
    out.writeUInt8(field.length, at + 16);
    out.writeUInt8(field.numeric ? 6 : 0, at + 17);
  });
  out.writeUInt8(0x0d, headerLength - 1);
  rows.forEach((row, r) => {
    let at = headerLength + r * recordLength + 1;
    for (const field of fields) {
      const value = row[field.name];
      const text = field.numeric ? Number(value).toFixed(6).padStart(field.length) : String(value ?? '').padEnd(field.length);
      out.write(text, at, 'utf8');
      at += field.length;
    }
  });
  out.writeUInt8(0x1a, out.length - 1);
  return out;
}

/** The three mandatory files of a shapefile. */
export function shapefile(input: ShapefileInput): { shp: Buffer; shx: Buffer; dbf: Buffer } {
  const contents =
    input.kind === 'point' ? (input.shapes as Position[]).map(pointContent) : (input.shapes as Position[][][]).map(polygonContent);
  const all = input.kind === 'point' ? (input.shapes as Position[]) : (input.shapes as Position[][][]).flat(2);
  const bbox = bboxOf(all);
  const shapeType = input.kind === 'point' ? 1 : 5;
  const records: Buffer[] = [];
  const index: Buffer[] = [];
  let offset = 100;
  contents.forEach((content, i) => {
    const recordHeader = Buffer.alloc(8);
    recordHeader.writeInt32BE(i + 1, 0);
    recordHeader.writeInt32BE(content.length / 2, 4);
    records.push(recordHeader, content);
    const entry = Buffer.alloc(8);
    entry.writeInt32BE(offset / 2, 0);
    entry.writeInt32BE(content.length / 2, 4);
    index.push(entry);
    offset += 8 + content.length;
  });
  const shpBody = Buffer.concat(records);
  const shxBody = Buffer.concat(index);
  return {
    shp: Buffer.concat([header(shapeType, 100 + shpBody.length, bbox), shpBody]),
    shx: Buffer.concat([header(shapeType, 100 + shxBody.length, bbox), shxBody]),
    dbf: dbf(input.rows),
  };
}

/** WGS 84 longitude/latitude, as ArcGIS writes it. */
export const wgs84Prj =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** Web Mercator (EPSG:3857) in metres, as ArcGIS writes it. */
export const webMercatorPrj =
  'PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Mercator_Auxiliary_Sphere"],PARAMETER["False_Easting",0.0],' +
  'PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",0.0],PARAMETER["Standard_Parallel_1",0.0],' +
  'PARAMETER["Auxiliary_Sphere_Type",0.0],UNIT["Meter",1.0]]';

/** A zip of `files` (name → bytes or text). */
export function zipOf(files: Record<string, Buffer | string>): Buffer {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files))
    zippable[name] = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
  return Buffer.from(zipSync(zippable));
}

/** A zipped shapefile named `name` (.shp, .shx, .dbf and, if given, .prj). */
export function zippedShapefile(input: ShapefileInput, options: { name?: string; prj?: string } = {}): Buffer {
  const name = options.name ?? 'wells';
  const files = shapefile(input);
  return zipOf({
    [`${name}.shp`]: files.shp,
    [`${name}.shx`]: files.shx,
    [`${name}.dbf`]: files.dbf,
    ...(options.prj ? { [`${name}.prj`]: options.prj } : {}),
  });
}

/** Two wells near the product's default map center (London), with a name and a depth. */
export const wells: ShapefileInput = {
  kind: 'point',
  shapes: [
    [-0.2416815, 51.5285582],
    [-0.2301, 51.5312],
  ],
  rows: [
    { name: 'North well', depth: 12.5 },
    { name: 'East well', depth: 30 },
  ],
};

/** A KML document with a named line (a road) and a point, as Google Earth writes them. */
export const roadKml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>Roads</name>
    <Placemark>
      <name>Canal road</name>
      <description><![CDATA[<b>Closed</b> after the flood]]></description>
      <LineString><coordinates>-0.2416815,51.5285582,0 -0.2301,51.5312,0 -0.2201,51.5401,0</coordinates></LineString>
    </Placemark>
    <Placemark>
      <name>Checkpoint</name>
      <Point><coordinates>-0.2301,51.5312,0</coordinates></Point>
    </Placemark>
  </Document>
</kml>
`;

/** A GeoJSON FeatureCollection with one district polygon. */
export function districtGeoJson(properties: Record<string, unknown> = { name: 'Harlesden' }): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties,
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-0.26, 51.52],
              [-0.22, 51.52],
              [-0.22, 51.54],
              [-0.26, 51.54],
              [-0.26, 51.52],
            ],
          ],
        },
      },
    ],
  });
}

/** A FeatureCollection of `count` points. */
export function manyPoints(count: number): string {
  const features = Array.from({ length: count }, (_, i) => ({
    type: 'Feature',
    properties: { n: i },
    geometry: { type: 'Point', coordinates: [-0.24 + (i % 1000) / 10_000, 51.52 + Math.floor(i / 1000) / 10_000] },
  }));
  return JSON.stringify({ type: 'FeatureCollection', features });
}

/** 1×1 transparent PNG */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A local tile server for the raster URL check. */
export interface TileServer {
  /** http://127.0.0.1:port */
  base: string;
  port: number;
  connections(): number;
  /** paths asked for, in order */
  requests: string[];
  close(): Promise<void>;
}

/** Tile 0/0/0 as a PNG (also under /a/), a redirect to it (/moved/), a redirect loop (/loop/), 404 for the rest. */
export async function startTileServer(): Promise<TileServer> {
  const requests: string[] = [];
  let connections = 0;
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/0/0/0.png' || request.url === '/a/0/0/0.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (request.url === '/moved/0/0/0.png') {
      response.writeHead(302, { location: '/0/0/0.png' }).end();
    } else if (request.url?.startsWith('/loop/')) {
      response.writeHead(302, { location: `/loop/${requests.length}` }).end();
    } else {
      response.writeHead(404).end('not found');
    }
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
