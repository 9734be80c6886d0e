import { describe, expect, it } from 'vitest';
import { createAlertsStore } from './alerts.js';

function fakeClock() {
  let now = 0;
  const timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
}

describe('alerts', () => {
  it('drops the same message within 1 s but not after', () => {
    const clock = fakeClock();
    const alerts = createAlertsStore(clock);
    expect(alerts.getState().push('error', 'notice.invalidLogin')).not.toBeNull();
    clock.advance(999);
    expect(alerts.getState().push('error', 'notice.invalidLogin')).toBeNull();
    clock.advance(2);
    expect(alerts.getState().push('error', 'notice.invalidLogin')).not.toBeNull();
    expect(alerts.getState().alerts).toHaveLength(2);
  });

  it('hides an alert after 4.5 s and prunes hidden ones once more than three are hidden', () => {
    const clock = fakeClock();
    const alerts = createAlertsStore(clock);
    alerts.getState().push('success', 'success.login');
    clock.advance(4499);
    expect(alerts.getState().alerts[0]?.hidden).toBe(false);
    clock.advance(1);
    expect(alerts.getState().alerts[0]?.hidden).toBe(true);

    for (const key of ['success.logout', 'success.codeSent', 'success.passwordChanged'] as const) alerts.getState().push('info', key);
    clock.advance(4500);
    expect(alerts.getState().alerts.filter((a) => a.hidden)).toHaveLength(4);
    clock.advance(7500);
    expect(alerts.getState().alerts).toHaveLength(0);
  });
});
