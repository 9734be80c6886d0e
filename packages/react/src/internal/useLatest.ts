import { useInsertionEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds `value` as of the latest committed render, for handlers, subscriptions and effects
 * that run later and must not start over when it changes (a callback prop given inline). It is written
 * in an insertion effect, which React runs before every layout and passive effect of the same commit,
 * so those effects and every handler after them already read the new value; render itself never reads it.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
