import * as z from 'zod/mini';

/**
 * `GET /api/sdk`: the elements' bundle this server serves, under a URL that names its version, with the
 * Subresource Integrity hash of that file, so that a partner page pins exactly what it loads.
 */
export const sdkInfoSchema = z.object({
  /** the version of `@fieldwatch/elements` the server serves */
  version: z.string(),
  /** the absolute URL of the bundle: `…/sdk/elements@{version}/fieldwatch-elements.js` */
  script: z.string(),
  /** the bundle's SRI hash, `sha384-…`, for the script tag's `integrity` attribute */
  integrity: z.string(),
  /** the tags the bundle registers */
  elements: z.array(z.string()),
});
export type SdkInfo = z.infer<typeof sdkInfoSchema>;
