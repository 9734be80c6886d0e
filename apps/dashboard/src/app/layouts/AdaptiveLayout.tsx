import type { SessionStatus } from '@fieldwatch/core';
import { useSession } from '@fieldwatch/react';
import { AppLayout } from './AppLayout.js';
import { PublicLayout } from './PublicLayout.js';

const selectStatus = (s: { status: SessionStatus }) => s.status;

/** The not-found pages work for everyone: inside the navigation when signed in, else the public frame. */
export function AdaptiveLayout() {
  return useSession(selectStatus) === 'authenticated' ? <AppLayout /> : <PublicLayout />;
}
