import { useCallback } from 'react';
import { authErrorData, FieldwatchError, type MessageKey, type SessionStatus } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';

/** The catalogue key that tells a user what went wrong (`api.<error code>`, see docs/errors.md). */
export function errorMessageKey(error: unknown): MessageKey {
  if (!(error instanceof FieldwatchError)) return 'notice.somethingWrong';
  // sign-in failures carry a machine-readable reason (docs/decisions.md), shown as their own notices
  // (Invalid Login, Invalid code, Invalid token)
  if (error.data === authErrorData.invalidLogin) return 'notice.invalidLogin';
  if (error.data === authErrorData.invalidCode) return 'notice.invalidCode';
  if (error.data === authErrorData.invalidToken) return 'notice.invalidToken';
  // a field validation failure shows one "Check fields validations" alert; the per-field messages go
  // beside the fields
  if (error.code === 'VALIDATION_ERROR' && Object.keys(error.fields).length > 0) return 'notice.checkFields';
  return `api.${error.code}`;
}

/**
 * A signed-in call refused because the session ended (refresh refused): the host says "Session expired"
 * once, as the session ends; an "Authentication failed" from each call that was under way would only add
 * noise.
 */
function endedSession(error: unknown, status: SessionStatus): boolean {
  return (
    error instanceof FieldwatchError && error.code === 'UNAUTHENTICATED' && !error.data && (status === 'expired' || status === 'anonymous')
  );
}

/** Returns a function that shows a thrown error as an error alert. */
export function useErrorAlert(): (error: unknown) => void {
  const { alerts, session } = useFieldwatch();
  return useCallback(
    (error: unknown) => {
      // an aborted call (the user left the page) is not something to tell them about
      if (error instanceof Error && error.name === 'AbortError') return;
      if (endedSession(error, session.getState().status)) return;
      alerts.getState().push('error', errorMessageKey(error));
    },
    [alerts, session],
  );
}
