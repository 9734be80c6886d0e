import {
  createAlertsStore,
  createClient,
  createOptionsStore,
  createReportsStore,
  createSessionStore,
  findLanguage,
  type AlertsStore,
  type FieldwatchClient,
  type KeyValueStorage,
  type LanguageCode,
  type OptionsStore,
  type ReportsStore,
  type SessionStore,
} from '@fieldwatch/core';

export interface Services {
  client: FieldwatchClient;
  session: SessionStore;
  options: OptionsStore;
  alerts: AlertsStore;
  /** the list, its filters and the map share this one store */
  reports: ReportsStore;
  /** the language calls ask for (Accept-Language); the app keeps it in step with the interface */
  setRequestLanguage(code: LanguageCode): void;
}

/** The one client and the stores of the dashboard: its state lives in core's vanilla stores (docs/architecture.md). */
export function createServices(storage: KeyValueStorage, fetch?: typeof globalThis.fetch): Services {
  let requestLanguage: LanguageCode = 'en';
  const session = createSessionStore({ storage });
  const client = createClient({
    baseURL: '/api',
    session,
    language: () => findLanguage(requestLanguage)?.tag,
    ...(fetch ? { fetch } : {}),
  });
  return {
    client,
    session,
    options: createOptionsStore(client),
    alerts: createAlertsStore(),
    reports: createReportsStore(client),
    setRequestLanguage: (code) => {
      requestLanguage = code;
    },
  };
}
