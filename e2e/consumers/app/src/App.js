// The app every bundler builds: plain JavaScript, no JSX, so that no bundler needs a transform of its own.
import { createElement as h } from 'react';
import { createAlertsStore, createClient, createOptionsStore, createSessionStore, memoryStorage } from '@fieldwatch/core';
import { FieldwatchProvider, ReportList, ReportMap } from '@fieldwatch/react';

const session = createSessionStore({ storage: memoryStorage() });
const client = createClient({ baseURL: '/api', session });
const options = createOptionsStore(client);
const alerts = createAlertsStore();

export function App() {
  return h(
    FieldwatchProvider,
    { client, session, options, alerts, language: 'zh' },
    h(
      'main',
      { id: 'fieldwatch-app' },
      h(ReportList, { loadOnMount: false }),
      h('div', { style: { blockSize: '20rem' } }, h(ReportMap, { center: [36.8, -1.3], zoom: 5 })),
    ),
  );
}
