import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadCatalogue, loadedCatalogue, subscribeCatalogues, type LanguageCode } from '@fieldwatch/core';

/**
 * The language to show: `language` once its catalogue has loaded (loading starts here), meanwhile the
 * language shown before, so a language switch never flashes English. Undefined only when nothing has
 * been shown yet and the catalogue is still on its way.
 */
export function useCatalogue(language: LanguageCode): LanguageCode | undefined {
  const isLoaded = () => loadedCatalogue(language) !== undefined;
  const ready = useSyncExternalStore(subscribeCatalogues, isLoaded, isLoaded);
  // the language shown last: the latest one whose catalogue was ready
  const [shown, setShown] = useState<LanguageCode | undefined>(undefined);
  if (ready && shown !== language) setShown(language);
  useEffect(() => {
    if (!ready) loadCatalogue(language).catch(() => undefined);
  }, [language, ready]);
  return ready ? language : shown;
}
