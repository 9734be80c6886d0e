import { useState, type ReactNode } from 'react';
import {
  createAlertsStore,
  createClient,
  createOptionsStore,
  createSessionStore,
  createSubmissionQueue,
  findLanguage,
  memoryStorage,
  type LanguageCode,
  type SessionStore,
} from '@fieldwatch/core';
import { Alerts } from '../src/components/Alerts/index.js';
import { FieldwatchProvider } from '../src/provider/FieldwatchProvider.js';
import { fakeApi, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { switchFetch } from '@fieldwatch/testing/fetchSwitch';

/** What a story may say under `parameters.fieldwatch`. */
export interface FieldwatchStoryParameters {
  /** answers of the story's own fake API, by "METHOD /path" (never a real server) */
  routes?: Record<string, FakeRoute>;
  /** prepares the session (sign in, await a code, …) before the story renders */
  setup?: (session: SessionStore) => void;
  /** false when the story renders its own <Alerts> */
  alerts?: boolean;
  /** gives the provider a submission queue, kept in memory, so forms keep reports on the device first */
  submissions?: boolean;
}

/** A fake API, stores and a client for one story. */
function servicesFor(parameters: FieldwatchStoryParameters) {
  const api = fakeApi(parameters.routes ?? {});
  switchFetch(api.fetch);
  const session = createSessionStore({ storage: memoryStorage() });
  parameters.setup?.(session);
  const client = createClient({ baseURL: '/api', session, fetch: api.fetch });
  const submissions = parameters.submissions ? createSubmissionQueue({ client }) : undefined;
  return { client, session, options: createOptionsStore(client), alerts: createAlertsStore(), ...(submissions ? { submissions } : {}) };
}

/** Fresh stores and a client per story, so one story's sign-in never leaks into the next. */
export function StoryServices({
  parameters = {},
  language,
  storyId,
  children,
}: {
  parameters?: FieldwatchStoryParameters | undefined;
  language: LanguageCode;
  storyId: string;
  children: ReactNode;
}) {
  // one set per story (its parameters do not change while it is shown): made again when another story shows
  const [made, setMade] = useState(() => ({ storyId, services: servicesFor(parameters) }));
  let { services } = made;
  if (made.storyId !== storyId) {
    services = servicesFor(parameters);
    setMade({ storyId, services });
  }
  const dir = findLanguage(language)?.dir ?? 'ltr';
  return (
    <FieldwatchProvider {...services} language={language}>
      <div dir={dir} lang={findLanguage(language)?.tag}>
        {children}
        {parameters.alerts === false ? null : <Alerts />}
      </div>
    </FieldwatchProvider>
  );
}
