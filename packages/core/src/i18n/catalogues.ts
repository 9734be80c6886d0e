import type { LanguageCode } from './languages.js';
import { en, type Catalogue } from './messages/en.js';

/**
 * Catalogues load on demand, one chunk per language: a partner page with `<report-form locale="ar">`
 * downloads Arabic only, not seven languages (to keep the elements' download small). English ships with the code because it
 * is the language of every fallback. Every catalogue holds every key (catalogues.test.ts), so a loaded
 * language needs nothing underneath it.
 */
const loaders: Record<LanguageCode, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./messages/fr.js').then((m) => m.fr),
  es: () => import('./messages/es.js').then((m) => m.es),
  pt: () => import('./messages/pt.js').then((m) => m.pt),
  ta: () => import('./messages/ta.js').then((m) => m.ta),
  cn: () => import('./messages/cn.js').then((m) => m.cn),
  ar: () => import('./messages/ar.js').then((m) => m.ar),
};

const loaded = new Map<LanguageCode, Catalogue>([['en', en]]);
const pending = new Map<LanguageCode, Promise<Catalogue>>();
const listeners = new Set<() => void>();

/** The catalogue of a language if it has been loaded, else undefined (English is always loaded). */
export function loadedCatalogue(code: LanguageCode): Catalogue | undefined {
  return loaded.get(code);
}

/** Loads a language's catalogue once; later calls share the same answer. */
export function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  const ready = loaded.get(code);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(code);
  if (!promise) {
    promise = loaders[code]().then(
      (catalogue) => {
        loaded.set(code, catalogue);
        pending.delete(code);
        for (const listener of listeners) listener();
        return catalogue;
      },
      (error: unknown) => {
        // a failed chunk download (offline) may be retried later
        pending.delete(code);
        throw error;
      },
    );
    pending.set(code, promise);
  }
  return promise;
}

/** Loads every language: servers (mails in each user's language) and test set-ups. */
export function loadAllCatalogues(): Promise<Catalogue[]> {
  return Promise.all((Object.keys(loaders) as LanguageCode[]).map(loadCatalogue));
}

/** Called whenever another catalogue has loaded (for `useSyncExternalStore`). */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
