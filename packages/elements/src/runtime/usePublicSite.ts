import { useEffect, useState } from 'react';
import { getPublicSite, type FieldwatchClient, type PublicSite } from '@fieldwatch/core';

const sites = new Map<FieldwatchClient, Promise<PublicSite>>();

/** The public-site settings (centre, zoom, what is switched on), asked once per API base and page. */
export function usePublicSite(client: FieldwatchClient): PublicSite | null {
  const [site, setSite] = useState<PublicSite | null>(null);
  useEffect(() => {
    let current = sites.get(client);
    if (!current) {
      current = getPublicSite(client);
      current.catch(() => sites.delete(client));
      sites.set(client, current);
    }
    let live = true;
    current.then((answer) => live && setSite(answer), () => undefined);
    return () => {
      live = false;
    };
  }, [client]);
  return site;
}
