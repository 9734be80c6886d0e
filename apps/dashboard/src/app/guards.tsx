import { Navigate, Outlet, useLocation } from 'react-router';
import { actorOf, canOpen, type Area, type Options, type SessionStatus, type User } from '@fieldwatch/core';
import { useOptions, useSession } from '@fieldwatch/react';
import { useApp } from './AppContext.js';

const selectStatus = (s: { status: SessionStatus }) => s.status;
const selectUser = (s: { user: User | null }) => s.user;
const selectOptions = (s: { options: Options | null }) => s.options;

/** / and /login: a signed-in user (second factor done) goes to the dashboard. */
export function RequireSignedOut() {
  return useSession(selectStatus) === 'authenticated' ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

const selectSecondFactorSetup = (s: { secondFactorSetup: boolean }) => s.secondFactorSetup;

/**
 * Protected routes need a sign-in with the second factor done; otherwise /login. An admin who must set
 * up a second factor first (docs/sign-in.md) is kept on the profile's security section, which says why.
 */
export function RequireSignedIn() {
  const status = useSession(selectStatus);
  const setupRequired = useSession(selectSecondFactorSetup);
  const { pathname } = useLocation();
  // a session the server refused goes back to / (the session watcher says "Session expired"); a public
  // page stays where it is, since it never needed the session
  if (status === 'expired') return <Navigate to="/" replace />;
  if (status !== 'authenticated') return <Navigate to="/login" replace />;
  if (setupRequired && pathname !== '/profile') return <Navigate to="/profile#security" replace />;
  return <Outlet />;
}

/** A signed-in user lacking the role (or the feature being off) goes to /not-found (docs/roles.md). */
export function RequireArea({ area }: { area: Area }) {
  const actor = actorOf(useSession(selectUser));
  const options = useOptions(selectOptions);
  return actor && canOpen(actor, area, options ?? undefined) ? <Outlet /> : <Navigate to="/not-found" replace />;
}

/** /two-factor-code: only while a sign-in waits for its code. */
export function RequireAwaitingCode() {
  const status = useSession(selectStatus);
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return status === 'awaitingCode' ? <Outlet /> : <Navigate to="/login" replace />;
}

/** The reset-link-sent screen: only while the username of the request is held, since its resend needs it. */
export function RequireRecoveryUsername() {
  return useApp().recoveryUsername ? <Outlet /> : <Navigate to="/forgot-password" replace />;
}
