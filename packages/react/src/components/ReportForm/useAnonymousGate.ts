import { useEffect, useState } from 'react';
import { getPublicSite } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';

/** `checking` until the public site answers; `closed` while anonymous submission is off. */
export type AnonymousGate = 'checking' | 'open' | 'closed';

/**
 * Before an anonymous form is shown, whether the server accepts anonymous reports
 * (`GET /public/site` → `anonymous_enabled`). Without an answer (offline) the form opens: the report
 * is kept and the server's answer at send time decides. `close()` is for that answer.
 */
export function useAnonymousGate(anonymous: boolean): { gate: AnonymousGate; close(): void } {
  const client = useClient();
  const [gate, setGate] = useState<AnonymousGate>(anonymous ? 'checking' : 'open');

  useEffect(() => {
    if (!anonymous) {
      setGate('open');
      return;
    }
    let current = true;
    setGate('checking');
    getPublicSite(client)
      .then((site) => current && setGate(site.anonymous_enabled ? 'open' : 'closed'))
      .catch(() => current && setGate('open'));
    return () => {
      current = false;
    };
  }, [client, anonymous]);

  return { gate, close: () => setGate('closed') };
}
