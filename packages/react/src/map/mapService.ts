import { useEffect, useState } from 'react';
import { handshakeResource, resourceCacheOf, type FieldwatchClient, type Handshake } from '@fieldwatch/core';
import { useClient } from '../provider/useClient.js';

/** What maps need from the server before anyone signs in: MAPBOX_TOKEN and MAP_STYLE_URL (handshake `map`). */
export type MapService = Handshake['map'];

/** No token, no default style: the offline basemap. */
export const noMapService: MapService = { mapbox_token: '', style_url: '' };

// one handshake per client, shared by every map of the page (each custom element has its own React root)
const loaded = new WeakMap<FieldwatchClient, Promise<MapService>>();
/** the answers already in: a map mounted after them starts with its service, without another render */
const answered = new WeakMap<FieldwatchClient, MapService>();

/**
 * The handshake's `map`, fetched once per client through its resource cache (the same answer other
 * readers of the handshake get, such as a report form's time zone); a failed fetch is tried again by
 * the next caller.
 */
export function loadMapService(client: FieldwatchClient): Promise<MapService> {
  let service = loaded.get(client);
  if (!service) {
    // no `map` in the handshake (a server without a maps service): maps then draw the offline basemap
    const { key, load } = handshakeResource(client);
    service = resourceCacheOf(client)
      .fetch(key, load)
      .then((answer) => {
        const map = { ...noMapService, ...(answer.map as MapService | undefined) };
        answered.set(client, map);
        return map;
      });
    service.catch(() => loaded.delete(client));
    loaded.set(client, service);
  }
  return service;
}

/**
 * The maps service for this provider's client: `null` while the handshake is on its way, then the
 * server's token and default style (`noMapService` when the handshake fails: maps draw offline).
 */
export function useMapService(): MapService | null {
  const client = useClient();
  const [service, setService] = useState<MapService | null>(() => answered.get(client) ?? null);
  useEffect(() => {
    let live = true;
    // (an answer already shown is the same object: React renders nothing again for it)
    loadMapService(client).then(
      (answer) => live && setService(answer),
      () => live && setService(noMapService),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return service;
}
