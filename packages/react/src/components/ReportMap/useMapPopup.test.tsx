import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportMapController } from './mapController.js';
import { useMapPopup } from './useMapPopup.js';

/** The controller's popup side only: records each popup opened and lets the test close it as the user would. */
function fakeController() {
  const opened: { at: [number, number]; content: HTMLElement; close: () => void; removed: boolean }[] = [];
  const controller = {
    openPopup: vi.fn((at: [number, number], content: HTMLElement, onClose: () => void) => {
      const entry = { at, content, close: onClose, removed: false };
      opened.push(entry);
      return () => {
        entry.removed = true;
      };
    }),
  };
  return { ref: { current: controller as unknown as ReportMapController }, opened };
}

describe('useMapPopup', () => {
  it('opens a report through the controller and hands React the element to draw into', () => {
    const { ref, opened } = fakeController();
    const { result } = renderHook(() => useMapPopup(ref, { current: null }));
    act(() => result.current.open({ id: 7, at: [1, 2], fromKeyboard: false }));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.at).toEqual([1, 2]);
    expect(result.current.element).toBe(opened[0]!.content);
  });

  it('takes the old popup away when another opens, and forgets it when the user closes it', () => {
    const { ref, opened } = fakeController();
    const { result } = renderHook(() => useMapPopup(ref, { current: null }));
    act(() => result.current.open({ id: 7, at: [1, 2], fromKeyboard: false }));
    act(() => result.current.open({ id: 8, at: [3, 4], fromKeyboard: false }));
    expect(opened[0]!.removed).toBe(true);
    act(() => opened[1]!.close());
    expect(result.current.popup).toBeNull();
    expect(result.current.element).toBeNull();
  });

  it('gives the focus back when a popup opened from the keyboard closes', () => {
    const { ref, opened } = fakeController();
    const button = document.createElement('button');
    document.body.append(button);
    const { result } = renderHook(() => useMapPopup(ref, { current: button }));
    act(() => result.current.open({ id: 7, at: [1, 2], fromKeyboard: true }));
    act(() => opened[0]!.close());
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('opens nothing before the map exists', () => {
    const { result } = renderHook(() => useMapPopup({ current: null }, { current: null }));
    act(() => result.current.open({ id: 7, at: [1, 2], fromKeyboard: false }));
    expect(result.current.element).toBeNull();
  });
});
