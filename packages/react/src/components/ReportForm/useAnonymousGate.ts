import { useState } from 'react';
import { usePublicSite } from '../../resources/hooks.js';

/** `checking` until the public site answers; `closed` while anonymous submission is off. */
export type AnonymousGate = 'checking' | 'open' | 'closed';

/**
 * Before an anonymous form is shown, whether the server accepts anonymous reports
 * (`GET /public/site` → `anonymous_enabled`). Without an answer (offline) the form opens: the report
 * is kept and the server's answer at send time decides. `close()` is for that answer.
 */
export function useAnonymousGate(anonymous: boolean): { gate: AnonymousGate; close: () => void } {
  const site = usePublicSite(anonymous);
  const [refused, setRefused] = useState(false);
  const gate: AnonymousGate = !anonymous
    ? 'open'
    : refused
      ? 'closed'
      : site.data
        ? site.data.anonymous_enabled
          ? 'open'
          : 'closed'
        : site.status === 'error'
          ? 'open'
          : 'checking';
  return { gate, close: () => setRefused(true) };
}
