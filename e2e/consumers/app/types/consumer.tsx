// A TypeScript app using each package's public API, compiled by e2e/consumers/run.mjs against the packed
// packages with `strict` and `skipLibCheck: false`: every `.d.ts` they ship is checked, and so are
// the typings a consumer writes against (the elements' tags in JSX, the wrappers' props and events).
import { createRoot } from 'react-dom/client';
import { createAlertsStore, createClient, createOptionsStore, createSessionStore, memoryStorage } from '@fieldwatch/core';
import * as core from '@fieldwatch/core';
import * as react from '@fieldwatch/react';
import { FieldwatchProvider, ReportList, ReportMap } from '@fieldwatch/react';
import * as elements from '@fieldwatch/elements';
import type { ReportMapElement } from '@fieldwatch/elements';
import '@fieldwatch/elements/define';
import { ReportForm, ReportMap as ReportMapEmbed } from '@fieldwatch/elements/react';

const session = createSessionStore({ storage: memoryStorage() });
const client = createClient({ baseURL: '/api', session });

export function App() {
  return (
    <FieldwatchProvider
      client={client}
      session={session}
      options={createOptionsStore(client)}
      alerts={createAlertsStore()}
      language="zh-Hans"
    >
      <ReportList />
      <ReportMap zoom={3} />
      <report-form api-base="/api" locale="zh" />
      <report-map clustered="false" zoom={4} />
      <ReportMapEmbed apiBase="/api" clustered={false} onReportSelected={(event) => console.log(event.detail.id)} />
      <ReportForm locale="cn" onError={(event) => console.log(event.detail)} />
    </FieldwatchProvider>
  );
}

const map: ReportMapElement | null = document.querySelector('report-map');
if (map) map.clustered = false;
createRoot(document.body).render(<App />);
console.log(Object.keys(core).length, Object.keys(react).length, Object.keys(elements).length);
