import { useEffect, useMemo, type ReactNode } from 'react';
import { Alerts, FieldwatchProvider, useT } from '@fieldwatch/react';
import { fallbackLanguage, findLanguage, type SubmissionQueue, type User } from '@fieldwatch/core';
import { defaultApiBase, servicesFor, type ElementServices, type ElementView } from './services.js';
import { useApiCheck, type ApiProblem } from './useApiCheck.js';

export interface ElementRootProps {
  /** the element itself: where its `fw-ready` and `fw-error` are sent */
  host: HTMLElement | null;
  apiBase?: string | undefined;
  locale?: string | undefined;
  view: ElementView;
  /** the queue of reports not sent yet, for an element that submits them (made from its services) */
  submissions?: (services: ElementServices) => SubmissionQueue;
  children: (services: ElementServices) => ReactNode;
}

/**
 * What every element renders inside its shadow root: the provider with the shared services of its API
 * base, the language from `locale` (`dir` on the element's own wrapper, so Arabic flips the element and
 * not the partner's page), and the alerts, kept inside the root, never in document.body, where the page's CSS would reach them.
 */
export function ElementRoot({ host, apiBase, locale, view, submissions, children }: ElementRootProps) {
  const services = servicesFor(apiBase || defaultApiBase, view);
  const problem = useApiCheck(host, services.client);
  const language = findLanguage(locale ?? '') ?? findLanguage(fallbackLanguage)!;
  // a signed-in view needs the options (map center, basemaps, organizations shown) once a user is there
  useEffect(() => {
    if (view !== 'user') return;
    const load = (user: User | null) => {
      if (user && services.options.getState().status === 'idle')
        void services.options
          .getState()
          .load()
          .catch(() => undefined);
    };
    load(services.session.getState().user);
    return services.session.subscribe((state) => load(state.user));
  }, [services, view]);
  const content = useMemo(() => children(services), [children, services]);
  return (
    <FieldwatchProvider
      client={services.client}
      session={services.session}
      options={services.options}
      alerts={services.alerts}
      {...(submissions ? { submissions: submissions(services) } : {})}
      language={language.code}
    >
      <div part="root" className="fw-element" lang={language.tag} dir={language.dir}>
        {problem ? <ApiProblemMessage problem={problem} /> : null}
        {content}
        <Alerts />
      </div>
    </FieldwatchProvider>
  );
}

/** What the person reads when the element's `api-base` is not a Fieldwatch server, or nothing answers there. */
function ApiProblemMessage({ problem }: { problem: ApiProblem }) {
  const t = useT();
  return (
    <p role="alert" className="fw-problem">
      {problem.code === 'NOT_FIELDWATCH' ? t('api.NOT_FIELDWATCH') : t('api.API_UNREACHABLE')}
    </p>
  );
}
