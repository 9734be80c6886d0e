import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard.js';

/** Dispatches a `beforeunload` as the browser does on closing the tab; true when the page asked to stay. */
function closeTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveGuard', () => {
  it('asks before the tab closes only while there is unsaved input', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useLeaveGuard(dirty, true, undefined), { initialProps: { dirty: false } });
    expect(closeTab()).toBe(false);
    rerender({ dirty: true });
    expect(closeTab()).toBe(true);
    rerender({ dirty: false });
    expect(closeTab()).toBe(false);
    rerender({ dirty: true });
    unmount();
    expect(closeTab()).toBe(false);
  });

  it('does not ask when the host turned the warning off', () => {
    renderHook(() => useLeaveGuard(true, false, undefined));
    expect(closeTab()).toBe(false);
  });

  it('tells the host each time the form starts or stops holding unsaved input', () => {
    const onDirtyChange = vi.fn();
    const { rerender } = renderHook(({ dirty }) => useLeaveGuard(dirty, true, onDirtyChange), { initialProps: { dirty: false } });
    rerender({ dirty: true });
    rerender({ dirty: true });
    rerender({ dirty: false });
    expect(onDirtyChange.mock.calls).toEqual([[false], [true], [false]]);
  });
});
