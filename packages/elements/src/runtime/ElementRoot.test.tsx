import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useT } from '@fieldwatch/react';
import { ElementRoot } from './ElementRoot.js';

function Title() {
  const t = useT();
  return <h2>{t('reportForm.title')}</h2>;
}

const renderTitle = () => <Title />;

afterEach(() => vi.unstubAllGlobals());

describe('ElementRoot', () => {
  it("shows the terminology overrides the element's server keeps for its language", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://partner.example');
      asked.push(url.pathname);
      return Promise.resolve(
        url.pathname === '/fw-overrides/languages/fr/strings'
          ? Response.json({ data: { 'reportForm.title': 'Signaler un problème' } })
          : Response.json({ error: { type: 'RESOURCE_NOT_FOUND', message: 'Resource not found' } }, { status: 404 }),
      );
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <ElementRoot host={null} apiBase="/fw-overrides" locale="fr_FR" view="public">
        {renderTitle}
      </ElementRoot>,
    );
    // up to 5 s: the catalogue and the overrides load in turn, slow on a loaded machine
    await vi.waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Signaler un problème'), { timeout: 5_000 });
    expect(asked).toContain('/fw-overrides/languages/fr/strings');
    root.unmount();
    container.remove();
  });

  /** An element on the page (a host with its shadow root), its root rendered for `apiBase` against `answer`. */
  function mount(tag: string, apiBase: string, answer: (url: URL) => Response | Promise<Response>) {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      Promise.resolve(answer(new URL(input instanceof Request ? input.url : String(input), location.href))),
    );
    const host = document.createElement(tag);
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const heard: { type: string; detail: unknown; on: 'document' | 'element' }[] = [];
    const listen = (on: 'document' | 'element') => (event: Event) =>
      heard.push({ type: event.type, detail: (event as CustomEvent).detail, on });
    const onDocument = listen('document');
    const onElement = listen('element');
    for (const type of ['fw-ready', 'fw-error', 'error']) {
      document.addEventListener(type, onDocument);
      host.addEventListener(type, onElement);
    }
    const windowErrors: unknown[] = [];
    const onWindowError = (event: Event) => windowErrors.push(event);
    window.addEventListener('error', onWindowError);
    const root = createRoot(shadow);
    root.render(
      <ElementRoot host={host} apiBase={apiBase} view="public">
        {renderTitle}
      </ElementRoot>,
    );
    const done = () => {
      root.unmount();
      host.remove();
      for (const type of ['fw-ready', 'fw-error', 'error']) document.removeEventListener(type, onDocument);
      window.removeEventListener('error', onWindowError);
    };
    return { host, shadow, heard, windowErrors, done };
  }

  it('says fw-ready once when a Fieldwatch API answers its api-base, and shows no problem', async () => {
    const { shadow, heard, done } = mount('fw-test-ready', '/fw-ready-api', () => Response.json({ data: {} }));
    await vi.waitFor(() => expect(heard.filter((event) => event.type === 'fw-ready')).toHaveLength(2));
    expect(heard).toEqual([
      { type: 'fw-ready', detail: { apiBase: `${location.origin}/fw-ready-api` }, on: 'element' },
      { type: 'fw-ready', detail: { apiBase: `${location.origin}/fw-ready-api` }, on: 'document' },
    ]);
    expect(shadow.querySelector('[role="alert"]')).toBeNull();
    done();
  });

  it('says NOT_FIELDWATCH once (console, fw-error, the message) when an HTML page answers, and the old error stays on the element', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { shadow, heard, windowErrors, done } = mount(
      'fw-test-wrong',
      'http://wrong.example/nope/',
      () => new Response('<!doctype html><p>Not found', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    await vi.waitFor(() =>
      expect(shadow.querySelector('[role="alert"]')?.textContent).toBe(
        'This page is not connected to a Fieldwatch server. Tell the site’s owner.',
      ),
    );
    const detail = { code: 'NOT_FIELDWATCH', apiBase: 'http://wrong.example/nope', status: 404 };
    expect(heard).toEqual([
      { type: 'fw-error', detail, on: 'element' },
      { type: 'fw-error', detail, on: 'document' },
      { type: 'error', detail, on: 'element' },
    ]);
    expect(windowErrors).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toMatch(/^\[fieldwatch\] <fw-test-wrong api-base="http:\/\/wrong\.example\/nope">: .*NOT_FIELDWATCH/);
    logged.mockRestore();
    done();
  });

  it('says API_UNREACHABLE when nothing answers while online, and nothing while offline until the browser is online', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { shadow, heard, done } = mount('fw-test-offline', 'http://127.0.0.1:9/api', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(shadow.querySelector('[role="alert"]')?.textContent).toBe(
        'The Fieldwatch server cannot be reached. Check your connection; if it persists, this page may point to the wrong address.',
      ),
    );
    expect(heard.filter((event) => event.on === 'document')).toEqual([
      { type: 'fw-error', detail: { code: 'API_UNREACHABLE', apiBase: 'http://127.0.0.1:9/api' }, on: 'document' },
    ]);
    expect(logged.mock.calls[0]![0]).toContain('<fw-test-offline api-base="http://127.0.0.1:9/api">');
    logged.mockRestore();
    vi.restoreAllMocks();
    done();
  });
});
