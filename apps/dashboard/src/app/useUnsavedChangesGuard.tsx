import { useCallback, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import type { MessageKey } from '@fieldwatch/core';
import { ConfirmDialog, useT } from '@fieldwatch/react';

/**
 * Leaving a form (a report new or edited, a story) with unsaved input asks first, in a modal with
 * "Go back" and "Leave"; `body` says what would be lost. Router navigations are held by `useBlocker`;
 * closing the tab is the form's own `beforeunload` prompt. `allowNextNavigation` lets a page leave on
 * purpose (after a save, a delete).
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  body: MessageKey = 'reportForm.unsavedBody',
): { dialog: ReactNode; allowNextNavigation: () => void } {
  const t = useT();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('reportForm.unsavedTitle')}
      confirmLabel={t('common.leave')}
      cancelLabel={t('common.goBack')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t(body)}
    </ConfirmDialog>
  );
  return { dialog, allowNextNavigation };
}
