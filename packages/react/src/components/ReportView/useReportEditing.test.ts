import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReportEditing } from './useReportEditing.js';

const setup = () => {
  const dialogs = { open: vi.fn(), dismiss: vi.fn() };
  const onDirtyChange = vi.fn();
  const hook = renderHook(() => useReportEditing(dialogs, onDirtyChange));
  return { ...hook, dialogs, onDirtyChange };
};

describe('useReportEditing', () => {
  it('stops at once on cancel when nothing was typed', () => {
    const { result, dialogs } = setup();
    act(() => result.current.start());
    expect(result.current.editing).toBe(true);
    act(() => result.current.cancel());
    expect(result.current.editing).toBe(false);
    expect(dialogs.open).not.toHaveBeenCalled();
  });

  it('asks before dropping unsaved input, and tells the host when the input is gone', () => {
    const { result, dialogs, onDirtyChange } = setup();
    act(() => result.current.start());
    act(() => result.current.markDirty(true));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    act(() => result.current.cancel());
    expect(dialogs.open).toHaveBeenCalledWith('leaveEdit');
    expect(result.current.editing).toBe(true);
    act(() => result.current.stop());
    expect(result.current.editing).toBe(false);
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(dialogs.dismiss).toHaveBeenCalled();
  });

  it('keeps its actions the same from one render to the next', () => {
    const { result, rerender } = setup();
    const { cancel, stop } = result.current;
    rerender();
    expect(result.current.cancel).toBe(cancel);
    expect(result.current.stop).toBe(stop);
  });
});
