import { useCallback, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog, useT } from '@fieldwatch/react';

/**
 * Leaving a report form (new or edit) with unsaved input asks first, in a modal with
 * "Go back" and "Leave". Router navigations are held by `useBlocker`; closing the tab is the form's own
 * `beforeunload` prompt. `allowNextNavigation` lets a page leave on purpose (after a save, a delete).
 */
export function useUnsavedChangesGuard(dirty: boolean): { dialog: ReactNode; allowNextNavigation: () => void } {
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
      {t('reportForm.unsavedBody')}
    </ConfirmDialog>
  );
  return { dialog, allowNextNavigation };
}
