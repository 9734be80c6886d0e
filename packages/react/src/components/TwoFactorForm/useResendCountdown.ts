import { useEffect, useState } from 'react';
import { limits } from '@fieldwatch/core';

const secondsLeft = (sentAt: number | null) =>
  sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + limits.twoFactorResendSeconds * 1000 - Date.now()) / 1000));

/**
 * Whole seconds until a new code may be sent (45 s after the last one). Computed from the time
 * the code was sent, not counted down, so it stays right after a tab sleeps or the screen is reopened.
 */
export function useResendCountdown(codeSentAt: number | null): number {
  const [left, setLeft] = useState(() => secondsLeft(codeSentAt));
  // a new code: counted from its time at once
  const [countedFrom, setCountedFrom] = useState(codeSentAt);
  if (countedFrom !== codeSentAt) {
    setCountedFrom(codeSentAt);
    setLeft(secondsLeft(codeSentAt));
  }
  useEffect(() => {
    // ticks until nothing is left (a code that ran out since the render stops at the first tick)
    if (codeSentAt === null) return;
    const timer = setInterval(() => {
      const next = secondsLeft(codeSentAt);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [codeSentAt]);
  return left;
}
