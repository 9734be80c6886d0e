import { useCallback, useEffect } from 'react';
import { useApp } from './AppContext.js';
import type * as mapPreload from './mapPreload.js';

type Preload = typeof mapPreload;
/** the preloading module once here: from then on it is called in the same task */
let preload: Preload | null = null;
const preloader = async (): Promise<Preload> => (preload ??= await import('./mapPreload.js'));

/**
 * On a sign-in screen: the dashboard's code starts loading when the user starts typing (or at once with
 * `now`), and the returned function, called when the token arrives, starts the map's first data, so that
 * the list and the map's first frame come together after sign-in (docs/map.md "First frame after sign-in").
 */
export function usePreloadDashboard({ now = false }: { now?: boolean } = {}): () => void {
  const { services } = useApp();
  useEffect(() => {
    const start = () => {
      preloader()
        .then((loaded) => loaded.preloadDashboardCode(services))
        .catch(() => undefined);
    };
    if (now) {
      start();
      return;
    }
    // typing, or a submit with nothing typed (a browser's autofill)
    document.addEventListener('input', start, { once: true });
    document.addEventListener('submit', start, { once: true, capture: true });
    return () => {
      document.removeEventListener('input', start);
      document.removeEventListener('submit', start, { capture: true });
    };
  }, [services, now]);
  // at once, before the dashboard mounts its map (it takes the started one): when the code is not here
  // yet, the map loads as it would without
  return useCallback(() => preload?.preloadDashboardData(services), [services]);
}
