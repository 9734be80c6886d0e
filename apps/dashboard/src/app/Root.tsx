import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSessionLifecycle } from './useSessionLifecycle.js';

/** Around every route: the session's consequences and focus on the new page (each layout places the alerts). */
export function Root() {
  useSessionLifecycle();
  useFocusMainOnNavigation();
  return <Outlet />;
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
