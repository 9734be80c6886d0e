import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  fallbackLanguage,
  findLanguage,
  languageStringsResource,
  loadedCatalogue,
  type AlertsStore,
  type FieldwatchClient,
  type LanguageCode,
  type OptionsStore,
  type ReportsStore,
  type SessionStore,
  type SubmissionQueue,
  translationConfig,
} from '@fieldwatch/core';
import { useCatalogue } from '../i18n/useCatalogue.js';
import { useResource } from '../resources/useResource.js';
import { anchorLinks, type RenderLink } from '../link/renderLink.js';
import { FieldwatchContext, type FieldwatchContextValue } from './context.js';
// the default theme's custom properties come with the provider: an app that only uses `vars` in its own
// .css.ts files imports no module that would otherwise carry them (a bundler drops the unused theme barrel)
import '../theme/lightTheme.css.js';

export interface FieldwatchProviderProps {
  /** The API client (`createClient` of `@fieldwatch/core`), created with `session`. */
  client: FieldwatchClient;
  /** The session store (`createSessionStore`). */
  session: SessionStore;
  /** The options store (`createOptionsStore`); the host loads it after sign-in. */
  options: OptionsStore;
  /** The alerts store (`createAlertsStore`) that `<Alerts>` shows. */
  alerts: AlertsStore;
  /**
   * The reports store (`createReportsStore`) shared by `ReportFilters`, `ReportList` and the map.
   * @default one made from `client` when a component first needs it, shared by the providers of that client
   */
  reports?: ReportsStore;
  /**
   * The submission queue (`createSubmissionQueue`, or `createBrowserSubmissionQueue` for IndexedDB and
   * the browser's online signal). With it, a new report that cannot be sent is kept on the device and
   * sent when the connection returns; without it, `ReportForm` sends directly.
   * @default none
   */
  submissions?: SubmissionQueue;
  /**
   * Interface language code (`en`, `fr`, `es`, `pt`, `ta`, `cn`, `ar`), whose catalogue loads on demand
   * (`loadCatalogue` before the first render avoids an empty first frame). A locale or language tag is
   * read too (`fr_FR`, `ar-EG`; `zh`, `zh-CN` and `zh-Hans` are Chinese, code `cn`); anything else is
   * English. Components read the code (`useLanguage`). The provider does not set `dir`: the host sets it
   * on `<html>` or on a wrapper, so the whole page flips for Arabic.
   * @default 'en'
   */
  language?: LanguageCode | 'zh' | 'zh-CN' | 'zh-Hans' | (string & {});
  /**
   * Terminology overrides: texts by message key, merged over the catalogue (what an administrator
   * uploads as a CSV of language strings).
   * @default the shown language's overrides as the server keeps them (`GET /languages/{code}/strings`,
   * read again after an administrator applies or resets them); none when they cannot be read
   */
  overrides?: Partial<Record<string, string>>;
  /**
   * Draws links; pass router links in an app.
   * @default plain `<a href>` anchors
   */
  renderLink?: RenderLink;
  children: ReactNode;
}

const defaultRenderLink = anchorLinks();

/** Gives every Fieldwatch component its client, stores, language and messages. */
export function FieldwatchProvider({
  client,
  session,
  options,
  alerts,
  reports,
  submissions,
  language: asked = fallbackLanguage,
  overrides,
  renderLink = defaultRenderLink,
  children,
}: FieldwatchProviderProps) {
  const language = findLanguage(asked)?.code ?? fallbackLanguage;
  // catalogues load on demand: until the first one is here there are no words to show
  const shown = useCatalogue(language);
  const catalogue = shown && loadedCatalogue(shown);
  // the server's overrides of the language shown, unless the host gives its own; the words show at once,
  // in the catalogue's texts until the overrides arrive (a failed read, offline or an older server: none)
  const fetched = useResource(client, overrides ? null : languageStringsResource(client, shown ?? language)).data;
  const used = overrides ?? fetched;
  // react-intl's settings: the language's catalogue under the overrides, English as the default locale
  const intl = useMemo(() => (shown && catalogue ? translationConfig(shown, used) : null), [shown, catalogue, used]);
  const value = useMemo<FieldwatchContextValue>(
    () => ({ client, session, options, alerts, reports: reports ?? null, submissions: submissions ?? null, language, renderLink }),
    [client, session, options, alerts, reports, submissions, language, renderLink],
  );
  return <FieldwatchContext.Provider value={value}>{intl && <IntlProvider {...intl}>{children}</IntlProvider>}</FieldwatchContext.Provider>;
}
