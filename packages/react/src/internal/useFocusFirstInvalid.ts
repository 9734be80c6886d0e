import { useEffect, type RefObject } from 'react';

/**
 * After each submission (`submitCount` grows), the first field marked `aria-invalid` in the form, in the
 * order the form shows them, gets the focus: a refused save takes the user to what to correct.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>, submitCount: number): void {
  useEffect(() => {
    if (submitCount) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, submitCount]);
}
