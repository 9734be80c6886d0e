import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Alerts } from '@fieldwatch/react';
import { useSessionLifecycle } from './useSessionLifecycle.js';

/** Around every route: the alerts, the session's consequences, and focus on the new page. */
export function Root() {
  useSessionLifecycle();
  useFocusMainOnNavigation();
  return (
    <>
      <Outlet />
      <Alerts />
    </>
  );
}

/** After a client-side navigation, focus the main region, so a screen reader starts on the new page. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: false });
  }, [pathname]);
}
