import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen or about to be. A story may hold many reports, and each small map is
 * a WebGL context (browsers keep about sixteen): a map is drawn only while its card is near the screen.
 * Without IntersectionObserver (old browsers, tests) it is always near.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
