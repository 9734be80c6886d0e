import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createAlertsStore,
  createClient,
  createOptionsStore,
  createSessionStore,
  memoryStorage,
  type FieldwatchClient,
  type SubmissionQueue,
  type User,
} from '@fieldwatch/core';
import { FieldwatchProvider, type FieldwatchProviderProps } from '../src/provider/FieldwatchProvider.js';
import { Alerts } from '../src/components/Alerts/index.js';
import { fakeApi, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { switchFetch } from '@fieldwatch/testing/fetchSwitch';
import { loginResult } from '@fieldwatch/testing/fixtures';

export interface RenderOptions {
  routes?: Record<string, FakeRoute>;
  language?: FieldwatchProviderProps['language'];
  /** signs this user in before rendering */
  user?: User;
  /** renders <Alerts> next to the component so tests can read alerts as a user would */
  withAlerts?: boolean;
  /** a submission queue for the provider, made with the test's client */
  submissions?: (client: FieldwatchClient) => SubmissionQueue;
  /**
   * Terminology overrides given to the provider; `null` lets it read the language's own from the API
   * (`GET /languages/{code}/strings`). By default none, so a test sees only the calls of its component.
   */
  overrides?: Record<string, string> | null;
}

/** Renders inside a real provider: real core client and stores; only `fetch` is a recording fake. */
export function renderWithFieldwatch(ui: ReactElement, options: RenderOptions = {}) {
  const api = fakeApi(options.routes ?? {});
  switchFetch(api.fetch);
  const session = createSessionStore({ storage: memoryStorage() });
  if (options.user) session.getState().signIn(loginResult(options.user));
  const client = createClient({ baseURL: '/api', session, fetch: api.fetch });
  const optionsStore = createOptionsStore(client);
  const alerts = createAlertsStore();
  const submissions = options.submissions?.(client);
  const result: RenderResult = render(
    <FieldwatchProvider
      client={client}
      session={session}
      options={optionsStore}
      alerts={alerts}
      language={options.language ?? 'en'}
      {...(options.overrides === null ? {} : { overrides: options.overrides ?? {} })}
      {...(submissions ? { submissions } : {})}
    >
      {ui}
      {options.withAlerts !== false ? <Alerts /> : null}
    </FieldwatchProvider>,
  );
  return { ...result, calls: api.calls, session, client, options: optionsStore, alerts, submissions };
}
