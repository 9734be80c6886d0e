import { createContext, useContext } from 'react';
import type {
  AlertsStore,
  FieldwatchClient,
  LanguageCode,
  OptionsStore,
  ReportsStore,
  SessionStore,
  SubmissionQueue,
} from '@fieldwatch/core';
import type { RenderLink } from '../link/renderLink.js';

export interface FieldwatchContextValue {
  client: FieldwatchClient;
  session: SessionStore;
  options: OptionsStore;
  alerts: AlertsStore;
  /** the reports list and its filters, shared by the filter panel, the list and the map; null: one per client (useReportsStore) */
  reports: ReportsStore | null;
  /** reports kept on the device until they can be sent; null: forms send directly */
  submissions: SubmissionQueue | null;
  language: LanguageCode;
  renderLink: RenderLink;
}

export const FieldwatchContext = createContext<FieldwatchContextValue | null>(null);

/** The provider's value; every hook of this package goes through here so a missing provider fails loudly. */
export function useFieldwatch(): FieldwatchContextValue {
  const value = useContext(FieldwatchContext);
  if (!value) throw new Error('Fieldwatch components must be rendered inside <FieldwatchProvider>');
  return value;
}
