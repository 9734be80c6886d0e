declare module 'shpjs' {
  /** The parts of one shapefile, as bytes (or the .prj/.cpg as text). */
  export interface ShapefileParts {
    shp: ArrayBuffer | ArrayBufferView;
    dbf?: ArrayBuffer | ArrayBufferView;
    cpg?: ArrayBuffer | ArrayBufferView | string;
    prj?: ArrayBuffer | ArrayBufferView | string;
  }
  export interface ShapefileCollection {
    type: 'FeatureCollection';
    features: { type: 'Feature'; geometry: unknown; properties: Record<string, unknown> }[];
    fileName?: string;
  }
  /**
   * Parses a shapefile given as parts (no unzipping, no network), reprojecting to WGS 84 with the .prj.
   * (It also takes a URL or a zip; this product never passes either.)
   */
  export default function getShapefile(parts: ShapefileParts): Promise<ShapefileCollection>;
}
