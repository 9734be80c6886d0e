import { describe, expect, it } from 'vitest';
import { adoptStyles, defineElement, dispatchElementEvent } from './index.js';

describe('element building blocks', () => {
  it('registers an element once, however often it is defined', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    expect(defineElement('fw-test-once', First)).toBe(First);
    expect(defineElement('fw-test-once', Second)).toBe(First);
    expect(customElements.get('fw-test-once')).toBe(First);
  });

  it('adopts the same stylesheet into each shadow root without duplicating it', () => {
    const a = document.createElement('div').attachShadow({ mode: 'open' });
    const b = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(a, [':host { color: red; }']);
    adoptStyles(a, [':host { color: red; }']);
    adoptStyles(b, [':host { color: red; }']);
    const count = (root: ShadowRoot) => root.adoptedStyleSheets?.length ?? root.querySelectorAll('style').length;
    expect(count(a)).toBe(1);
    expect(count(b)).toBe(1);
  });

  it('sends events that leave the shadow root and reach the page', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('button');
    root.append(inner);
    let detail: unknown;
    document.addEventListener('report-selected', (e) => (detail = (e as CustomEvent).detail), { once: true });
    dispatchElementEvent(inner, 'report-selected', { id: 42 });
    expect(detail).toEqual({ id: 42 });
    host.remove();
  });
});
