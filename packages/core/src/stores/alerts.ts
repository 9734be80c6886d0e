import { createStore, type StoreApi } from 'zustand/vanilla';
import { limits } from '../limits.js';
import type { MessageKey } from '../i18n/messages/en.js';

export type AlertKind = 'success' | 'error' | 'info' | 'warning';

export interface Alert {
  id: number;
  kind: AlertKind;
  /** a catalogue key, translated by whoever shows it */
  message: MessageKey;
  values?: Record<string, string | number>;
  createdAt: number;
  hidden: boolean;
}

export interface AlertsState {
  alerts: Alert[];
  /** Shows an alert; an identical one within 1 s is dropped. Returns its id, or null if dropped. */
  push(kind: AlertKind, message: MessageKey, values?: Record<string, string | number>): number | null;
  hide(id: number): void;
  clear(): void;
}

export type AlertsStore = StoreApi<AlertsState>;

export interface AlertsOptions {
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

/** Alerts: each hides itself after 4.5 s, duplicates within 1 s are dropped, hidden ones are pruned. */
export function createAlertsStore(options: AlertsOptions = {}): AlertsStore {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  let nextId = 1;

  const store = createStore<AlertsState>()((set, get) => ({
    alerts: [],
    push: (kind, message, values) => {
      const at = now();
      const same = JSON.stringify(values ?? null);
      const duplicate = get().alerts.some(
        (a) =>
          a.message === message &&
          a.kind === kind &&
          JSON.stringify(a.values ?? null) === same &&
          at - a.createdAt < limits.alertDuplicateMs,
      );
      if (duplicate) return null;
      const id = nextId++;
      const alert: Alert = { id, kind, message, createdAt: at, hidden: false, ...(values ? { values } : {}) };
      set((state) => ({ alerts: [...state.alerts, alert] }));
      setTimer(() => get().hide(id), limits.alertAutoHideMs);
      return id;
    },
    hide: (id) => {
      set((state) => ({ alerts: state.alerts.map((a) => (a.id === id ? { ...a, hidden: true } : a)) }));
      setTimer(() => {
        const hidden = get().alerts.filter((a) => a.hidden);
        if (hidden.length > limits.alertHiddenKeep) set((state) => ({ alerts: state.alerts.filter((a) => !a.hidden) }));
      }, limits.alertHiddenClearMs);
    },
    clear: () => set({ alerts: [] }),
  }));
  return store;
}
