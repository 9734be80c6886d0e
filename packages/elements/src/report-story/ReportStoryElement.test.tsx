import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStory, makeStoryReport } from '@fieldwatch/testing/storyFixtures';
import { reportStory } from '../declarations.js';
import { defineElement } from '../define-element.js';
import { ReportStoryElementClass } from '../definitions.js';

const story = makeStory({
  bodyContent: [
    { id: 'a', type: 'text', textInput: 'The river rose overnight.' },
    { id: 'b', type: 'report', reportId: 41, report: makeStoryReport() },
  ],
});

/** The partner's page talks to a Fieldwatch server on another origin. */
function serve() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(`${url.origin}${url.pathname}`);
    if (url.pathname === '/api/public/stories/5') return Promise.resolve(Response.json({ data: story }));
    if (url.pathname.startsWith('/api/public/stories/'))
      return Promise.resolve(Response.json({ error: { type: 'RESOURCE_NOT_FOUND', message: 'Resource not found' } }, { status: 404 }));
    return Promise.resolve(Response.json({ data: {} }));
  });
  return asked;
}

function place(attributes: Record<string, string>) {
  const element = document.createElement(reportStory.tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const heard: { type: string; detail: unknown }[] = [];
  const listen = (event: Event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const type of ['fw-error', 'fw-ready']) document.addEventListener(type, listen);
  document.body.append(element);
  placed.push(() => {
    element.remove();
    for (const type of ['fw-error', 'fw-ready']) document.removeEventListener(type, listen);
  });
  return { element, heard, root: () => element.shadowRoot! };
}

const placed: (() => void)[] = [];

defineElement(reportStory.tag, ReportStoryElementClass);
afterEach(() => {
  placed.splice(0).forEach((remove) => remove());
  vi.unstubAllGlobals();
});

describe('<report-story>', () => {
  // the first test loads the element's code (a lazy chunk), slow on a loaded machine
  it('shows the published story from its api-base, its images fetched from that server', { timeout: 15_000 }, async () => {
    const asked = serve();
    const { root, heard } = place({ 'api-base': 'https://fw.example/api', 'story-id': '5' });
    await vi.waitFor(() => expect(root().querySelector('h2')?.textContent).toBe('After the flood'), { timeout: 12_000 });
    expect(root().textContent).toContain('The river rose overnight.');
    expect(root().querySelector('article[aria-label="Report: Bridge washed out on the river road"]')).not.toBeNull();
    expect(root().querySelector('img')?.getAttribute('src')).toBe('https://fw.example/api/media/600?size=large&sig=x');
    expect(asked).toContain('https://fw.example/api/public/stories/5');
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'fw-ready', detail: { apiBase: 'https://fw.example/api' } }));
  });

  it('says "Story not found" for a story that is not published, and sends fw-error', async () => {
    serve();
    const { root, heard } = place({ 'api-base': 'https://fw.example/api', 'story-id': '6' });
    await vi.waitFor(() => expect(root().querySelector('h2')?.textContent).toBe('Story not found'), { timeout: 5_000 });
    expect(heard).toContainEqual({ type: 'fw-error', detail: { code: 'RESOURCE_NOT_FOUND', apiBase: 'https://fw.example/api' } });
  });

  it('lays itself out right to left in Arabic, the page untouched', async () => {
    serve();
    const { root } = place({ 'api-base': 'https://fw.example/api', 'story-id': '5', locale: 'ar' });
    await vi.waitFor(() => expect(root().querySelector('[part="root"]')?.getAttribute('dir')).toBe('rtl'), { timeout: 5_000 });
    await vi.waitFor(() => expect(root().querySelector('article[aria-label="بلاغ: Bridge washed out on the river road"]')).not.toBeNull(), {
      timeout: 5_000,
    });
    expect(document.documentElement.getAttribute('dir')).toBeNull();
  });

  it('shows nothing until story-id is written', async () => {
    const asked = serve();
    const { root } = place({ 'api-base': 'https://fw.example/api' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root().querySelector('h2')).toBeNull();
    expect(asked.some((url) => url.includes('/public/stories/'))).toBe(false);
  });
});
