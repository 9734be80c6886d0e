/** world-atlas's topologies by resolution, each pair (land, countries) imported on demand (atlases.js). */
export declare const atlases: Record<'110m' | '50m', () => Promise<[{ default: unknown }, { default: unknown }]>>;
