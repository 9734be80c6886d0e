/**
 * Time spent in the database per request, for the `Server-Timing` header (SERVER_TIMING=1). The
 * benchmark (bench/api.mjs) reads it to put the API's latency beside the database's own: the floor.
 * Every query a request runs adds its round trip to the request's store; queries outside a request
 * (seed, housekeeping) are not counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

export interface QueryTime {
  ms: number;
  count: number;
}

export const queryTime = new AsyncLocalStorage<QueryTime>();

type AsyncMethod = (...args: never[]) => unknown;

/** Wraps `target[method]` so that each call's duration is added to the current request's store. */
export function timeMethod<T extends object>(target: T, method: keyof T & string): void {
  const original = target[method] as unknown as AsyncMethod;
  const timed = function (this: unknown, ...args: never[]) {
    const store = queryTime.getStore();
    const result = original.apply(this, args);
    // node-postgres also has a callback form; only promises are timed (drizzle uses promises)
    if (!store || !(result instanceof Promise)) return result;
    const started = performance.now();
    const done = () => {
      store.ms += performance.now() - started;
      store.count += 1;
    };
    result.then(done, done);
    return result;
  };
  (target as Record<string, unknown>)[method] = timed;
}
