import { publicSiteResource, type FieldwatchClient, type PublicSite } from '@fieldwatch/core';
import { useResource } from '@fieldwatch/react';

/**
 * The public-site settings (center, zoom, what is switched on), from the client's resource cache: one
 * request for every element of the page that reads them (the anonymous form's gate too).
 */
export function usePublicSite(client: FieldwatchClient): PublicSite | null {
  return useResource(client, publicSiteResource(client)).data ?? null;
}
