import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, RouterProvider, type createBrowserRouter } from 'react-router';
import { handshakeResource, type Handshake, type LanguageCode } from '@fieldwatch/core';
import { FieldwatchProvider, useResource, type RenderLink } from '@fieldwatch/react';
import { AppContext, type AppContextValue } from './AppContext.js';
import { applyDocumentLanguage, enabledLanguage, initialLanguage, languageCookie, languageFromCookie } from './language.js';
import type { Services } from './services.js';

type Router = ReturnType<typeof createBrowserRouter>;

/** Components of @fieldwatch/react draw their links as React Router links here (no page reloads). */
const routerLinks: RenderLink = ({ href, children, className, ...rest }) => (
  <Link to={href} {...(className ? { className } : {})} {...rest}>
    {children}
  </Link>
);

/** The languages saved in the session, in order: the one chosen there, then the user's profile language. */
const savedLanguages = (session: Services['session']) => [session.getState().language, session.getState().user?.options.language];

export function App({ services, router }: { services: Services; router: Router }) {
  const { session, client } = services;
  // the cookie, then the saved choices: the session's, then the user's profile language
  const [language, setLanguage] = useState<LanguageCode>(() => initialLanguage(document.cookie, savedLanguages(session)));
  // true once the language is chosen in this page (the picker, or the profile's at sign-in)
  const chosenHere = useRef(false);
  const [recoveryUsername, setRecoveryUsername] = useState<string | null>(null);

  // The server's enabled languages and default (handshake), asked once at the start: a saved choice
  // the server no longer enables is skipped; nobody chose, or nothing saved is enabled: the server's
  // default. Without an answer the saved choice (or English) stays, nothing the visitor must be told about.
  const handshake = useResource(client, handshakeResource(client)).data;
  const server = useRef<Handshake | null>(null);
  useEffect(() => {
    if (!handshake || server.current) return;
    server.current = handshake;
    if (!chosenHere.current) setLanguage(initialLanguage(document.cookie, savedLanguages(session), handshake));
  }, [handshake, session]);

  // At sign-in, a browser with no saved choice takes the user's own default language, when enabled.
  useEffect(
    () =>
      session.subscribe((state, previous) => {
        if (state.status !== 'authenticated' || previous.status === 'authenticated') return;
        if (languageFromCookie(document.cookie) || state.language) return;
        const code = enabledLanguage(state.user?.options.language, server.current);
        if (code) {
          chosenHere.current = true;
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
      chosenHere.current = true;
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
