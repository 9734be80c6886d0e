/**
 * The elements bundle the server serves at a versioned, immutable address (docs/embedding.md "A
 * versioned address"), as `GET /sdk` describes it: what a partner page's `<script>` tag needs.
 */
import * as z from 'zod/mini';

/** The custom elements the bundle defines, in the order the embedding guide presents them. */
export const sdkElementNames = ['report-map', 'report-form', 'report-list'] as const;

/** `GET /sdk`: the bundle's version, the absolute address of its entry and the entry's Subresource Integrity. */
export const sdkInfoSchema = z.object({
  /** `@fieldwatch/elements`'s version; the address holds it and never changes content */
  version: z.string(),
  /** absolute URL of the entry module: `https://…/sdk/elements@{version}/fieldwatch-elements.js` */
  script: z.string(),
  /** the `integrity` attribute for the script tag: `sha384-` and the base64 digest of the entry file */
  integrity: z.string(),
  /** the tags the bundle defines */
  elements: z.array(z.string()),
});
export type SdkInfo = z.infer<typeof sdkInfoSchema>;
