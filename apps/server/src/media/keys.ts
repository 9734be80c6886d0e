/**
 * Storage keys: the only names files get on disk (docs/reports.md "Media"). `ab/cd/<uuid>` spreads
 * files over 65,536 folders so no folder grows too large; image variants add `.thumbnail` and so on.
 * Keys are paths relative to the media folder, or object names in a bucket. The public site's two
 * images have fixed keys (`public-site/cover.webp`): one of each exists, replaced in place.
 */
import { randomUUID } from 'node:crypto';
import { imageSizes, publicSiteImageKinds, type ImageSize, type PublicSiteImageKind } from '@fieldwatch/core';

const keyPattern = new RegExp(
  `^[0-9a-f]{2}/[0-9a-f]{2}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\\.(${imageSizes.join('|')}))?$|^public-site/(${publicSiteImageKinds.join('|')})\\.webp$`,
);

export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}

export const publicSiteImageKey = (kind: PublicSiteImageKind): string => `public-site/${kind}.webp`;

export const variantKey = (key: string, size: ImageSize): string => `${key}.${size}`;

/**
 * Only keys we generate are valid, so no stored or forged key can name a file outside the media
 * folder (no `..`, no absolute path, no other characters).
 */
export const isStorageKey = (key: string): boolean => keyPattern.test(key);

/** A key made by `newStorageKey`, or a variant of one: a file a row names (the public site's fixed keys are not). */
export const isUploadKey = (key: string): boolean => isStorageKey(key) && !key.startsWith('public-site/');
