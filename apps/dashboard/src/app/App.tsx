import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, RouterProvider, type createBrowserRouter } from 'react-router';
import { findLanguage, handshakeResource, type LanguageCode } from '@fieldwatch/core';
import { FieldwatchProvider, useResource, type RenderLink } from '@fieldwatch/react';
import { AppContext, type AppContextValue } from './AppContext.js';
import { applyDocumentLanguage, initialLanguage, languageCookie, languageFromCookie } from './language.js';
import type { Services } from './services.js';

type Router = ReturnType<typeof createBrowserRouter>;

/** Components of @fieldwatch/react draw their links as React Router links here (no page reloads). */
const routerLinks: RenderLink = ({ href, children, className, ...rest }) => (
  <Link to={href} {...(className ? { className } : {})} {...rest}>
    {children}
  </Link>
);

export function App({ services, router }: { services: Services; router: Router }) {
  const { session, client } = services;
  const [language, setLanguage] = useState<LanguageCode>(() => {
    const state = session.getState();
    return initialLanguage(document.cookie, state.language ?? state.user?.options.language ?? null);
  });
  // whether the language at the start comes from a choice (cookie, session, profile), not from a default
  const [chosenAtStart] = useState(() =>
    Boolean(languageFromCookie(document.cookie) ?? session.getState().language ?? findLanguage(session.getState().user?.options.language)),
  );
  // true once the language comes from a choice
  const chosen = useRef(chosenAtStart);
  const [recoveryUsername, setRecoveryUsername] = useState<string | null>(null);

  // Nobody chose yet: the server's default language (handshake), when it answers; without it English
  // stays, nothing the visitor must be told about. Asked once, at the start.
  const askDefault = !chosenAtStart;
  const defaultLanguage = useResource(client, askDefault ? handshakeResource(client) : null).data?.default_language;
  useEffect(() => {
    const code = findLanguage(defaultLanguage)?.code;
    if (code && !chosen.current) setLanguage(code);
  }, [defaultLanguage]);

  // At sign-in, a browser with no saved choice takes the user's own default language.
  useEffect(
    () =>
      session.subscribe((state, previous) => {
        if (state.status !== 'authenticated' || previous.status === 'authenticated') return;
        if (languageFromCookie(document.cookie) || state.language) return;
        const code = findLanguage(state.user?.options.language)?.code;
        if (code) {
          chosen.current = true;
          setLanguage(code);
        }
      }),
    [session],
  );

  useLayoutEffect(() => {
    applyDocumentLanguage(document, language);
    services.setRequestLanguage(language);
  }, [language, services]);

  const changeLanguage = useCallback(
    (code: LanguageCode) => {
      chosen.current = true;
      document.cookie = languageCookie(code);
      session.getState().setLanguage(code);
      setLanguage(code);
    },
    [session],
  );

  const app = useMemo<AppContextValue>(
    () => ({ services, changeLanguage, recoveryUsername, setRecoveryUsername }),
    [services, changeLanguage, recoveryUsername],
  );

  return (
    <AppContext.Provider value={app}>
      <FieldwatchProvider
        client={client}
        session={session}
        options={services.options}
        alerts={services.alerts}
        reports={services.reports}
        language={language}
        renderLink={routerLinks}
      >
        <RouterProvider router={router} />
      </FieldwatchProvider>
    </AppContext.Provider>
  );
}
