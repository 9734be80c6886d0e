import { useEffect, useState } from 'react';
import { absoluteBase, probeApi, scheduleRetry, type FieldwatchClient } from '@fieldwatch/core';
import { dispatchElementEvent } from './createElement.js';

/** What is wrong with an element's `api-base`, once it has been asked. */
export type ApiProblem = { code: 'NOT_FIELDWATCH'; status: number } | { code: 'API_UNREACHABLE' };

/** What a partner's developer reads in the console: the element, its API base, and what to check. */
function apiProblemText(tag: string, apiBase: string, problem: ApiProblem): string {
  const element = `[fieldwatch] <${tag} api-base="${apiBase}">`;
  return problem.code === 'NOT_FIELDWATCH'
    ? `${element}: HTTP ${problem.status} from ${apiBase} is not the Fieldwatch API (NOT_FIELDWATCH); api-base is the server's address and /api.`
    : `${element}: nothing answered at ${apiBase} (API_UNREACHABLE); check the address, that the server runs, and that it allows this origin (CORS).`;
}

/**
 * An element speaks to its API base once as it connects (`probeApi`) and says what it finds: `fw-ready`
 * when a Fieldwatch API answers; when the address is wrong (`NOT_FIELDWATCH`) or nothing answers while
 * the browser is online (`API_UNREACHABLE`), one `console.error` for the page's developer, `fw-error`
 * for the page, and the problem for the element to show. Offline, nothing is said until the browser is
 * online again. Nothing answering is asked again with the lists' back-off (core's `scheduleRetry`), and
 * the problem goes when the server answers. Returns the problem to show, or null.
 */
export function useApiCheck(host: HTMLElement | null, client: FieldwatchClient): ApiProblem | null {
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  useEffect(() => {
    if (!host) return;
    const controller = new AbortController();
    const apiBase = absoluteBase(client.baseURL);
    let cancel = () => {};
    let attempt = 0;
    let said = false;
    const check = async () => {
      const result = await probeApi(client, controller.signal).catch(() => null);
      if (!result || controller.signal.aborted) return;
      if (result.kind === 'offline') {
        const again = () => void check();
        addEventListener('online', again, { once: true });
        cancel = () => removeEventListener('online', again);
        return;
      }
      if (result.kind === 'answered') {
        setProblem(null);
        dispatchElementEvent(host, 'fw-ready', { apiBase });
        return;
      }
      const found: ApiProblem = result.kind === 'NOT_FIELDWATCH' ? { code: result.kind, status: result.status } : { code: result.kind };
      if (!said) {
        said = true;
        console.error(apiProblemText(host.localName, apiBase, found));
        dispatchElementEvent(host, 'fw-error', {
          code: found.code,
          apiBase,
          ...(found.code === 'NOT_FIELDWATCH' ? { status: found.status } : {}),
        });
      }
      setProblem(found);
      // a server that is not there yet may come: asked again; what answers wrongly would answer the same
      if (found.code === 'API_UNREACHABLE') cancel = scheduleRetry(() => void check(), attempt++);
    };
    void check();
    return () => {
      controller.abort();
      cancel();
    };
  }, [host, client]);
  return problem;
}
