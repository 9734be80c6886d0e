import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { adoptStyles } from './adopt-styles.js';
import { defineElement } from './define-element.js';
import { hrefTemplate, parseCenter } from './runtime/attributes.js';
import { servicesFor } from './runtime/services.js';
import { createElementClass, dispatchElementEvent, formerNames, readAttribute } from './runtime/createElement.js';
import { elementDeclarations, reportList, reportMap, type ElementDeclaration, type EventDeclaration } from './declarations.js';

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
    document.addEventListener('fw-report-selected', (e) => (detail = (e as CustomEvent<unknown>).detail), { once: true });
    dispatchElementEvent(inner, 'fw-report-selected', { id: 42 });
    expect(detail).toEqual({ id: 42 });
    host.remove();
  });

  it('sends each event under its former name too, for one release; the former `error` on the element only', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const heard: string[] = [];
    const record = (where: string) => (event: Event) =>
      heard.push(`${where} ${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
    const types = ['fw-report-selected', 'report-selected', 'fw-error', 'error'];
    const listeners = types.map((type) => [type, record('document'), record('window'), record('element')] as const);
    for (const [type, onDocument, onWindow, onElement] of listeners) {
      document.addEventListener(type, onDocument);
      window.addEventListener(type, onWindow);
      host.addEventListener(type, onElement);
    }
    const onerror = vi.fn();
    window.onerror = onerror;
    dispatchElementEvent(host, 'fw-report-selected', { id: 7 });
    dispatchElementEvent(host, 'fw-error', { code: 'NOT_FIELDWATCH', apiBase: 'https://x.example/api', status: 404 });
    const error = '{"code":"NOT_FIELDWATCH","apiBase":"https://x.example/api","status":404}';
    expect(heard).toEqual([
      'element fw-report-selected {"id":7}',
      'document fw-report-selected {"id":7}',
      'window fw-report-selected {"id":7}',
      'element report-selected {"id":7}',
      'document report-selected {"id":7}',
      'window report-selected {"id":7}',
      `element fw-error ${error}`,
      `document fw-error ${error}`,
      `window fw-error ${error}`,
      `element error ${error}`,
    ]);
    expect(onerror).not.toHaveBeenCalled();
    window.onerror = null;
    for (const [type, onDocument, onWindow] of listeners) {
      document.removeEventListener(type, onDocument);
      window.removeEventListener(type, onWindow);
    }
    host.remove();
  });

  it('sends the former names the declarations deprecate, and only the former error is contained', () => {
    const events = elementDeclarations.flatMap((element): readonly EventDeclaration[] => element.events);
    const deprecated: Record<string, string> = {};
    for (const event of events) if (event.replacedBy) deprecated[event.replacedBy] = event.name;
    expect(deprecated).toEqual(formerNames);
    expect(events.filter((event) => event.contained).map((event) => event.name)).toEqual(['error', 'error', 'error', 'error']);
    // none of the new names is a DOM event's
    expect(events.filter((event) => !event.replacedBy).every((event) => event.name.startsWith('fw-'))).toBe(true);
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
    const view = reportMap.attributes.view;
    expect(readAttribute(view, null, undefined)).toBe('public');
    expect(readAttribute(view, 'admin', 'admin')).toBe('public');
    expect(readAttribute(view, 'user', 'user')).toBe('user');
    expect(hrefTemplate('/r/{id}?from={id}')?.(7)).toBe('/r/7?from=7');
    expect(hrefTemplate(undefined)).toBeNull();
  });

  it('gives the elements of a page one set of services per API base and view', () => {
    const services = servicesFor('/api/', 'public');
    expect(servicesFor('/api', 'public')).toBe(services);
    expect(servicesFor('/api', 'user')).not.toBe(services);
    expect(servicesFor('https://fieldwatch.example/api', 'public')).not.toBe(services);
  });

  it('gives an attribute removed or emptied back its default, as one never written', async () => {
    const declaration = {
      tag: 'fw-test-removed',
      className: 'TestElement',
      typeName: 'TestElement',
      description: '',
      attributes: {
        zoom: { attribute: 'zoom', type: 'number', description: '' },
        apiBase: { attribute: 'api-base', type: 'string', default: '/api', description: '' },
      },
      events: [],
      cssProperties: {},
      cssParts: {},
    } as const satisfies ElementDeclaration;
    const Shown = ({ zoom, apiBase }: { zoom?: number; apiBase: string }) =>
      createElement('p', null, `${zoom ?? 'default zoom'} ${apiBase}`);
    defineElement('fw-test-removed', createElementClass(declaration, Shown));
    const element = document.createElement('fw-test-removed');
    element.setAttribute('zoom', '7');
    element.setAttribute('api-base', 'https://example.org/api');
    document.body.append(element);
    const text = () => element.shadowRoot!.textContent;
    await vi.waitFor(() => expect(text()).toBe('7 https://example.org/api'));
    element.removeAttribute('zoom');
    await vi.waitFor(() => expect(text()).toBe('default zoom https://example.org/api'));
    // a prop set in script is written as its attribute, and kept
    (element as HTMLElement & { zoom?: number }).zoom = 4;
    await vi.waitFor(() => expect(text()).toBe('4 https://example.org/api'));
    element.setAttribute('api-base', '');
    await vi.waitFor(() => expect(text()).toBe('4 /api'));
    element.remove();
  });

  it('reads a bare boolean attribute as true, and writes a boolean property as "" or "false"', async () => {
    const declaration = {
      tag: 'fw-test-boolean',
      className: 'TestElement',
      typeName: 'TestElement',
      description: '',
      attributes: { clustered: { attribute: 'clustered', type: 'boolean', default: false, description: '' } },
      events: [],
      cssProperties: {},
      cssParts: {},
    } as const satisfies ElementDeclaration;
    const Shown = ({ clustered }: { clustered: boolean }) => createElement('p', null, String(clustered));
    defineElement('fw-test-boolean', createElementClass(declaration, Shown));
    const element = document.createElement('fw-test-boolean') as HTMLElement & { clustered: unknown };
    document.body.append(element);
    const text = () => element.shadowRoot!.textContent;
    await vi.waitFor(() => expect(text()).toBe('false'));
    element.setAttribute('clustered', '');
    await vi.waitFor(() => expect(text()).toBe('true'));
    element.setAttribute('clustered', 'false');
    await vi.waitFor(() => expect(text()).toBe('false'));
    // React 19 sets what it is given as the property: a string "false" too
    element.clustered = true;
    expect(element.getAttribute('clustered')).toBe('');
    await vi.waitFor(() => expect(text()).toBe('true'));
    element.clustered = 'false';
    expect(element.getAttribute('clustered')).toBe('false');
    expect(element.clustered).toBe(false);
    element.clustered = undefined;
    expect(element.hasAttribute('clustered')).toBe(false);
    element.remove();
  });
});

describe('attributes read as declared', () => {
  it('brings a number inside its bounds, rounds it when whole numbers are asked, and gives the default for what is not a number', () => {
    const { zoom } = reportMap.attributes;
    const { limit } = reportList.attributes;
    expect(readAttribute(zoom, '30', 30)).toBe(22);
    expect(readAttribute(zoom, '-2', -2)).toBe(0);
    expect(readAttribute(zoom, '7.5', 7.5)).toBe(7.5);
    expect(readAttribute(zoom, 'far', Number.NaN)).toBeUndefined();
    expect(readAttribute(limit, '2.6', 2.6)).toBe(3);
    expect(readAttribute(limit, '500', 500)).toBe(50);
    expect(readAttribute(limit, null, undefined)).toBe(10);
  });

  it('keeps a locale written another way for the element to read', () => {
    expect(readAttribute(reportMap.attributes.locale, 'fr_FR', 'fr_FR')).toBe('fr_FR');
    expect(readAttribute(reportMap.attributes.locale, 'zh-Hans', 'zh-Hans')).toBe('zh-Hans');
    expect(readAttribute(reportMap.attributes.locale, '', '')).toBe('en');
  });

  it('reads a boolean as HTML does: written is true, even empty; not written is the default; "false" is false', () => {
    const { clustered } = reportMap.attributes;
    expect(readAttribute(clustered, null, undefined)).toBe(true);
    expect(readAttribute(clustered, '', undefined)).toBe(true);
    expect(readAttribute(clustered, 'clustered', false)).toBe(true);
    expect(readAttribute(clustered, 'no', false)).toBe(true);
    expect(readAttribute(clustered, 'false', false)).toBe(false);
    expect(readAttribute(clustered, 'FALSE', false)).toBe(false);
    const off = { attribute: 'off', type: 'boolean', description: '' } as const;
    expect(readAttribute(off, null, undefined)).toBeUndefined();
    expect(readAttribute(off, '', undefined)).toBe(true);
  });
});
