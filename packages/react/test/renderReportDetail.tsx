import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createAlertsStore,
  createClient,
  createOptionsStore,
  createSessionStore,
  defaultOptions,
  memoryStorage,
  type LanguageCode,
  type Options,
  type User,
} from '@fieldwatch/core';
import { FieldwatchProvider } from '../src/provider/FieldwatchProvider.js';
import { Alerts } from '../src/components/Alerts/index.js';
import { fakeApi, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { switchFetch } from '@fieldwatch/testing/fetchSwitch';
import { loginResult } from '@fieldwatch/testing/fixtures';

export interface ReportRenderOptions {
  routes?: Record<string, FakeRoute>;
  user?: User;
  language?: LanguageCode;
  /** options in force (the rest take their defaults), as if loaded after sign-in */
  options?: Partial<Options> | undefined;
}

// like renderWithFieldwatch: no terminology overrides, so a test sees only its screen's calls
const noOverrides = {};

/**
 * Like `renderWithFieldwatch`, for the report screens: the options store starts loaded, and every
 * call's query string is kept too (`queries`), since paging and limits travel there.
 */
export function renderReportScreen(ui: ReactElement, { routes = {}, user, language = 'en', options }: ReportRenderOptions = {}) {
  const api = fakeApi(routes);
  const queries: { path: string; query: Record<string, string> }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://fieldwatch.test');
    queries.push({ path: url.pathname.replace(/^\/api/, ''), query: Object.fromEntries(url.searchParams) });
    return api.fetch(input, init);
  };
  switchFetch(fetch);
  const session = createSessionStore({ storage: memoryStorage() });
  if (user) session.getState().signIn(loginResult(user));
  const client = createClient({ baseURL: '/api', session, fetch });
  const optionsStore = createOptionsStore(client);
  optionsStore.setState({ options: { ...defaultOptions, ...options }, status: 'ready' });
  const alerts = createAlertsStore();
  const result = render(
    <FieldwatchProvider
      client={client}
      session={session}
      options={optionsStore}
      alerts={alerts}
      language={language}
      overrides={noOverrides}
    >
      {ui}
      <Alerts />
    </FieldwatchProvider>,
  );
  const rerender = (next: ReactElement) =>
    result.rerender(
      <FieldwatchProvider
        client={client}
        session={session}
        options={optionsStore}
        alerts={alerts}
        language={language}
        overrides={noOverrides}
      >
        {next}
        <Alerts />
      </FieldwatchProvider>,
    );
  return { ...result, rerender, calls: api.calls, queries, session, client, options: optionsStore, alerts };
}
