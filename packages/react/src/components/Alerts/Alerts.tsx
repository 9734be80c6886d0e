import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { limits, type Alert } from '@fieldwatch/core';
import { useAlerts, useAlertsStore } from '../../provider/useAlerts.js';
import { useT } from '../../i18n/useT.js';
import * as styles from './Alerts.css.js';

export interface AlertsProps {
  /** Extra class for the container (it is fixed to the top end corner by default). */
  className?: string;
}

const selectAlerts = (state: { alerts: Alert[] }) => state.alerts;

/**
 * Shows the alerts store. Timing (auto-hide after 4.5 s, duplicates within 1 s dropped) is the
 * store's; this component only draws. Errors and warnings use role=alert (read at once), the others
 * role=status (read when the reader is idle). A hidden alert plays its 300 ms exit, then leaves the DOM.
 */
export function Alerts({ className }: AlertsProps) {
  const t = useT();
  const alerts = useAlerts(selectAlerts);
  const store = useAlertsStore();
  const gone = useGone(alerts);
  const shown = alerts.filter((alert) => !gone.has(alert.id));

  return (
    <section aria-label={t('alerts.label')} className={clsx(styles.region, className)}>
      {shown.map((alert) => (
        <div
          key={alert.id}
          role={alert.hidden ? undefined : alert.kind === 'error' || alert.kind === 'warning' ? 'alert' : 'status'}
          aria-hidden={alert.hidden || undefined}
          data-kind={alert.kind}
          data-state={alert.hidden ? 'leaving' : 'shown'}
          className={styles.alert}
        >
          <p className={styles.message}>{t(alert.message, alert.values)}</p>
          {alert.hidden ? null : (
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t('alerts.dismiss')}
              onClick={() => store.getState().hide(alert.id)}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
      ))}
    </section>
  );
}

/** Ids of hidden alerts whose exit animation has finished. */
function useGone(alerts: Alert[]): Set<number> {
  const [gone, setGone] = useState<Set<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const alert of alerts) {
      if (!alert.hidden || gone.has(alert.id) || timers.current.has(alert.id)) continue;
      const timer = setTimeout(() => {
        timers.current.delete(alert.id);
        setGone((previous) => new Set(previous).add(alert.id));
      }, limits.alertAnimationMs);
      timers.current.set(alert.id, timer);
    }
  }, [alerts, gone]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return gone;
}
