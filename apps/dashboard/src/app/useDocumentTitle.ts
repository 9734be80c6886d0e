import { useEffect } from 'react';
import type { MessageKey } from '@fieldwatch/core';
import { useT } from '@fieldwatch/react';

/** "Sign in · Fieldwatch": the tab and the screen reader say which page this is. */
export function useDocumentTitle(key: MessageKey): void {
  const t = useT();
  useEffect(() => {
    document.title = `${t(key)} · ${t('app.name')}`;
  }, [t, key]);
}
