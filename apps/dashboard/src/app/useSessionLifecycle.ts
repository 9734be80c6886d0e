import { useEffect } from 'react';
import type { SessionStatus } from '@fieldwatch/core';
import { useErrorAlert, useSession } from '@fieldwatch/react';
import { useApp } from './AppContext.js';

const selectStatus = (s: { status: SessionStatus }) => s.status;

/**
 * What follows the session status: options load after sign-in (and after a reload of a signed-in page);
 * a session the server refused (its refresh failed) is cleared and told as "Session expired". Leaving the
 * page is the guard's part: a page that needs the session goes to /, a public one stays.
 */
export function useSessionLifecycle(): void {
  const status = useSession(selectStatus);
  const showError = useErrorAlert();
  const { services } = useApp();

  useEffect(() => {
    const { options, alerts, session } = services;
    if (status === 'authenticated' && options.getState().status === 'idle') {
      options
        .getState()
        .load()
        .catch((error: unknown) => {
          // a refused session is told as "Session expired" below, not as a failed options call
          if (session.getState().status === 'authenticated') showError(error);
        });
    }
    if (status === 'anonymous') options.getState().reset();
    if (status === 'expired') {
      options.getState().reset();
      alerts.getState().push('warning', 'notice.sessionExpired');
      session.getState().acknowledgeExpiry();
    }
  }, [status, services, showError]);
}
