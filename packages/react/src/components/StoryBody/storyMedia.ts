import type { Media } from '@fieldwatch/core';

/**
 * A media path the API gave (`/api/…`) as the browser must fetch it: against the API's own origin, so a
 * story read through `<report-story>` on a partner's page still shows its images.
 */
function mediaUrl(src: string, apiBase: string): string {
  try {
    return new URL(src, new URL(apiBase, globalThis.location?.href ?? 'http://localhost/')).href;
  } catch {
    return src;
  }
}

/** The resized copies of an image as a `srcset`: the browser picks the one its width needs. */
export function srcSetOf(media: Media, apiBase: string): string | undefined {
  const sized = media.sizes.filter((variant) => variant.size !== 'thumbnail');
  return sized.length > 0 ? sized.map((variant) => `${mediaUrl(variant.src, apiBase)} ${variant.width}w`).join(', ') : undefined;
}

/** The largest copy up to `largest`, else the file itself: the `src` of browsers without `srcset`. */
export function fallbackSrc(media: Media, apiBase: string, largest: Media['sizes'][number]['size'] = 'large'): string {
  const order = ['large', 'medium', 'small'] as const;
  const from = order.indexOf(largest === 'thumbnail' ? 'small' : largest);
  for (const size of order.slice(from)) {
    const found = media.sizes.find((variant) => variant.size === size);
    if (found) return mediaUrl(found.src, apiBase);
  }
  return mediaUrl(media.src, apiBase);
}
