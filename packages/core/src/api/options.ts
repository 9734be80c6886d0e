import type { OptionName, Options, OptionsUpdate } from '../schemas/options.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient } from './client.js';

/** `GET /options`: every option keyed by name. */
export const getOptions = (client: FieldwatchClient) => client.request<Options>('/options');
/** `PUT /options` with a list of `{name, value}`; answers the options as stored, keyed by name. */
export const updateOptions = (client: FieldwatchClient, changes: OptionsUpdate) =>
  client
    .request<Options>('/options', { method: 'PUT', body: changes })
    // what anyone may read of the options: the public site's and the handshake's
    .then(written(client, { invalidate: [resourceKeys.publicSite(), resourceKeys.handshake()] }));

/** The two images of the public site settings: the cover and the about-us image. */
export const publicSiteImageKinds = ['cover', 'about'] as const;
export type PublicSiteImageKind = (typeof publicSiteImageKinds)[number];

/** The option that holds each image's address. */
export const publicSiteImageOptions = {
  cover: 'public_cover_image',
  about: 'public_about_image',
} as const satisfies Record<PublicSiteImageKind, OptionName>;

/** One option as the server stored it. */
export interface StoredOption {
  name: OptionName;
  value: string;
}

/**
 * `POST /options/public-image/{kind}`: multipart field `file`, images only (413 over the limit).
 * Answers the option as stored; its value is the image's address (`publicSiteImageUrl`).
 */
export function uploadPublicSiteImage(client: FieldwatchClient, kind: PublicSiteImageKind, file: Blob, name?: string) {
  const form = new FormData();
  form.append('file', file, name ?? (file as File).name ?? 'image');
  return client
    .request<StoredOption>(`/options/public-image/${kind}`, { method: 'POST', body: form })
    .then(written(client, { invalidate: [resourceKeys.publicSite()] }));
}

/** `DELETE /options/public-image/{kind}`: the site shows no such image any more; answers the option, now empty. */
export const deletePublicSiteImage = (client: FieldwatchClient, kind: PublicSiteImageKind) =>
  client
    .request<StoredOption>(`/options/public-image/${kind}`, { method: 'DELETE' })
    .then(written(client, { invalidate: [resourceKeys.publicSite()] }));

/**
 * Where an `<img>` finds a stored public-site image. The server stores an address under `/api/…`; a
 * client whose API lives elsewhere (a partner page calling `https://fieldwatch.example.org/api`, a
 * dashboard served under a sub-path) reads it under its own `baseURL`. Empty: no image.
 */
export function publicSiteImageUrl(client: Pick<FieldwatchClient, 'baseURL'>, value: string): string | null {
  if (!value) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || !value.startsWith('/api/')) return value;
  return `${client.baseURL.replace(/\/+$/, '')}${value.slice('/api'.length)}`;
}
