/**
 * The public site: its settings as partner pages read them, and its two images (cover, about-us).
 * An image is re-encoded on upload like report media and kept as one
 * WebP file in the media storage (DATA_DIR/public-site on disk); its option holds the address partner pages load it from, with
 * a version that changes with the image, so browsers and caches never show an old one under a new page.
 */
import { publicSiteImageOptions, type Options, type PublicSite, type PublicSiteImageKind } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { ApiError, invalidFields } from '../errors.js';
import {
  imageVariantLongSide,
  ingestSingleImage,
  openStored,
  publicSiteImageKey,
  removeStored,
  type StoredFile,
  type UploadedFile,
} from '../media/index.js';
import { anonymousOrganization } from './anonymous.js';
import type { AuditSource } from './audit.js';
import { readOptions, updateOptions } from './options.js';

const flag = (value: string) => value === '1';

/** The option an image upload or removal changed, as stored. */
export interface PublicImageOption {
  name: (typeof publicSiteImageOptions)[PublicSiteImageKind];
  value: string;
}

/** `GET /public/site`: the public-site options, and whether anonymous submission works right now. */
export async function readPublicSite(ctx: AppContext): Promise<PublicSite> {
  const options: Options = await readOptions(ctx);
  return {
    map_enabled: flag(options.public_map_enabled),
    grievance_enabled: flag(options.public_grievance_enabled),
    brand_enabled: flag(options.public_brand_enabled),
    anonymous_enabled: (await anonymousOrganization(ctx, options)) !== undefined,
    language: options.public_language,
    tagline: options.public_tagline,
    primary_colour: options.public_primary_colour,
    about: options.public_about,
    contact_name: options.public_contact_name,
    contact_email: options.public_contact_email,
    contact_phone: options.public_contact_phone,
    cover_image: options.public_cover_image || null,
    about_image: options.public_about_image || null,
    latitude: Number(options.latitude),
    longitude: Number(options.longitude),
    zoom: Number(options.zoom),
  };
}

/** The media module names its field `media`; this upload's field is `file`. */
function asFileField(error: unknown): unknown {
  if (error instanceof ApiError && error.fields?.media) return invalidFields({ file: error.fields.media });
  return error;
}

/**
 * `POST /options/public-image/{kind}` (the Administrator; the route checks): stores the image and points
 * its option at `/api/public/site/image/{kind}?v=<hash of the image>`.
 */
export async function storePublicImage(
  ctx: AppContext,
  kind: PublicSiteImageKind,
  file: UploadedFile | undefined,
  source: AuditSource,
): Promise<PublicImageOption> {
  if (!file) throw invalidFields({ file: 'required' });
  let hash: string;
  try {
    hash = await ingestSingleImage(ctx, file, publicSiteImageKey(kind), imageVariantLongSide.large);
  } catch (error) {
    throw asFileField(error);
  }
  const version = hash.slice(0, 16);
  const option: PublicImageOption = { name: publicSiteImageOptions[kind], value: `/api/public/site/image/${kind}?v=${version}` };
  await updateOptions(ctx, [option], source);
  return option;
}

/** `DELETE /options/public-image/{kind}`: the file goes, and the option is empty again. */
export async function removePublicImage(ctx: AppContext, kind: PublicSiteImageKind, source: AuditSource): Promise<PublicImageOption> {
  await removeStored(ctx, [publicSiteImageKey(kind)]);
  const option: PublicImageOption = { name: publicSiteImageOptions[kind], value: '' };
  await updateOptions(ctx, [option], source);
  return option;
}

/** `GET /public/site/image/{kind}`: the stored image; 404 when there is none. */
export function openPublicImage(ctx: AppContext, kind: PublicSiteImageKind): Promise<StoredFile> {
  return openStored(ctx, publicSiteImageKey(kind));
}
