import { describe, expect, it } from 'vitest';
import { adoptStyles } from './adopt-styles.js';
import { defineElement } from './define-element.js';
import { dispatchElementEvent } from './events.js';
import { hrefTemplate, parseCenter, parseView } from './runtime/attributes.js';

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

describe('element attributes', () => {
  it('reads center as "latitude,longitude" and refuses what is not a place', () => {
    expect(parseCenter('51.5, -0.2')).toEqual([-0.2, 51.5]);
    expect(parseCenter('91,0')).toBeUndefined();
    expect(parseCenter('north')).toBeUndefined();
    expect(parseCenter(undefined)).toBeUndefined();
  });

  it('is public unless view="user" is written, and fills {id} in report-href', () => {
    expect(parseView(undefined)).toBe('public');
    expect(parseView('admin')).toBe('public');
    expect(parseView('user')).toBe('user');
    expect(hrefTemplate('/r/{id}?from={id}')?.(7)).toBe('/r/7?from=7');
    expect(hrefTemplate(undefined)).toBeNull();
  });
});
