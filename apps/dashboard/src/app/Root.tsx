import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSessionLifecycle } from './useSessionLifecycle.js';

/** Around every route: the session's consequences and focus on the new page (each layout places the alerts). */
export function Root() {
  useSessionLifecycle();
  useFocusMainOnNavigation();
  return <Outlet />;
}

/**
 * After a client-side navigation, focus the main region, so a screen reader starts on the new page. Not
 * inside the dashboard: a report opening beside the list, or closing, is the same page, which moves the
 * focus itself (to the report, then back to its row).
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || (inDashboard(from) && inDashboard(pathname))) return;
    document.getElementById('main')?.focus({ preventScroll: false });
  }, [pathname]);
}

const inDashboard = (pathname: string) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');
