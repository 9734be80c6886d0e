/** The offline basemap's data (atlases.js, written by scripts/offlineAtlas.ts), each file imported on demand. */
type AtlasModule = () => Promise<{ default: unknown }>;
/** The world at 1:110m, one geometry per square. */
export declare const world: AtlasModule;
/** The squares at 1:50m by id (`"{west}_{south}"`); squares of sea alone have none. */
export declare const cells: Record<string, AtlasModule | undefined>;
