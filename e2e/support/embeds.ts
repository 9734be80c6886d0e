/**
 * Helpers of the embed journeys: the options partner pages depend on, set through the real
 * API and put back afterwards (other journeys share the server), the events the elements send to the
 * page, a look inside an element's open shadow root, and the playground page with its elements.
 */
import { expect, test, type APIRequestContext, type LaunchOptions, type Locator, type Page } from '@playwright/test';
import { apiSignIn, translatorFor } from './reports';

/** The options the elements depend on. */
const embedOptionNames = ['public_map_enabled', 'anonymous_enabled', 'anonymous_organization'] as const;
type EmbedOption = (typeof embedOptionNames)[number];
export type EmbedOptions = Record<EmbedOption, string>;

/**
 * Every journey of the calling file starts with the public map and anonymous submissions on, into Field
 * Team South, and the options are put back after it. Returns Field Team South's id, once a journey runs.
 */
export function embedsOnForEachJourney(): { south: () => number } {
  let saved: EmbedOptions | undefined;
  let south = 0;
  test.beforeEach(async ({ request }) => {
    saved = await readEmbedOptions(request);
    south = await organizationId(request, 'Field Team South');
    await writeEmbedOptions(request, { public_map_enabled: '1', anonymous_enabled: '1', anonymous_organization: String(south) });
  });
  test.afterEach(async ({ request }) => {
    if (saved) await writeEmbedOptions(request, saved);
    saved = undefined;
  });
  return { south: () => south };
}

/** The Administrator's header, signed in afresh (the journeys' access tokens live 20 seconds). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${(await apiSignIn(request, 'admin')).token}` };
}

export async function readEmbedOptions(request: APIRequestContext): Promise<EmbedOptions> {
  const response = await request.get('/api/options', { headers: await adminHeaders(request) });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, string> };
  return Object.fromEntries(embedOptionNames.map((name) => [name, data[name] ?? ''])) as EmbedOptions;
}

/** `PUT /options` as the Administrator; answers the options as stored. */
export async function writeEmbedOptions(request: APIRequestContext, values: Partial<EmbedOptions>): Promise<EmbedOptions> {
  const response = await request.put('/api/options', {
    headers: await adminHeaders(request),
    data: Object.entries(values).map(([name, value]) => ({ name, value })),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, string> };
  for (const [name, value] of Object.entries(values)) expect(data[name], name).toBe(value);
  return Object.fromEntries(embedOptionNames.map((name) => [name, data[name] ?? ''])) as EmbedOptions;
}

/** The id of an organization by its name, as the Administrator sees them. */
async function organizationId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get('/api/organizations', { headers: await adminHeaders(request) });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const found = data.find((organization) => organization.name === name);
  expect(found, `organization ${name}`).toBeTruthy();
  return found!.id;
}

/** One report as the Administrator reads it (`GET /report/{id}`). */
export async function reportAsAdmin(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/report/${id}`, { headers: await adminHeaders(request) });
  expect(response.status(), `GET /api/report/${id}`).toBe(200);
  return ((await response.json()) as { data: StoredReport }).data;
}

/** The ids of the reports the Administrator finds by a word (full-text search over every organization). */
export async function reportIdsMatching(request: APIRequestContext, word: string): Promise<number[]> {
  const response = await request.post('/api/reports', {
    headers: await adminHeaders(request),
    data: { filters: { search: word }, limit: 50 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data.map((report) => report.id);
}

/** A report as `GET /report/{id}` answers it, with the parts the journeys check. */
export interface StoredReport {
  id: number;
  title: string;
  content: string;
  status: string;
  visibility: string;
  organization: { id: number; name: string };
  media: {
    id: number;
    name: string;
    type: 'image' | 'video' | 'audio' | 'document';
    mime: string;
    src: string;
    bytes: number;
    sizes: { size: string }[];
  }[];
}

// ---- the partner page ----

export interface ElementEvent {
  type: string;
  detail: unknown;
  /** the element that sent it (the event's target as the page sees it) */
  from: string;
}

declare global {
  interface Window {
    fieldwatchEvents?: ElementEvent[];
  }
}

/**
 * Records every event the elements send, as a partner page's own listener on `document` hears it (they
 * bubble out of the shadow roots). Call before the page is opened.
 */
export async function recordElementEvents(page: Page) {
  await page.addInitScript(() => {
    window.fieldwatchEvents = [];
    // the events and, deprecated, their former names (the former `error` never reaches the document)
    for (const type of [
      'fw-report-submitted',
      'fw-report-selected',
      'fw-error',
      'fw-ready',
      'report-submitted',
      'report-selected',
      'error',
    ]) {
      document.addEventListener(type, (event) => {
        const target = event.target as Element;
        window.fieldwatchEvents!.push({ type, detail: (event as CustomEvent).detail, from: target.localName });
      });
    }
  });
}

export const elementEvents = (page: Page, type: string): Promise<ElementEvent[]> =>
  page.evaluate((wanted) => (window.fieldwatchEvents ?? []).filter((event) => event.type === wanted), type);

/** Waits until the page has heard an event of `type` that `match` accepts, and answers it. */
export async function waitForElementEvent(
  page: Page,
  type: string,
  match: (event: ElementEvent) => boolean = () => true,
  timeout = 20_000,
) {
  let found: ElementEvent | undefined;
  await expect
    .poll(
      async () => {
        found = (await elementEvents(page, type)).find(match);
        return found !== undefined;
      },
      { timeout, message: `the page hears ${type}` },
    )
    .toBe(true);
  return found!;
}

/** Uncaught errors of the page (an element that breaks when added, moved or removed shows up here). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  return errors;
}

/** The map inside an element's shadow root: its `data-map-state` says when its frame is on screen. */
export const mapIn = (host: Locator) => host.locator('[data-fieldwatch-map]');

export async function expectMapReady(host: Locator) {
  await expect(mapIn(host)).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
}

/** The wrapper every element renders in its shadow root (`part="root"`, with `lang` and `dir`). */
export const rootIn = (host: Locator) => host.locator('[part="root"]');

// ---- the playground (the partner page at /playground/) and its elements ----

const en = translatorFor('en');

export async function openPlayground(page: Page) {
  await page.goto('/playground/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fieldwatch playground' })).toBeVisible();
}

export const mapHost = (page: Page) => page.locator('report-map#map');
export const listHost = (page: Page) => page.locator('report-list#list');
export const formHost = (page: Page) => page.locator('report-form#form');
export const reportForm = (host: Locator, t = en) => host.getByRole('form', { name: t('reportForm.titleNew') });

/** The playground with its events recorded and its errors collected, once its `<report-form>` shows. */
export async function openPlaygroundForm(page: Page) {
  const errors = pageErrors(page);
  await recordElementEvents(page);
  await openPlayground(page);
  const host = formHost(page);
  const form = reportForm(host);
  await expect(form).toBeVisible();
  return { errors, host, form };
}

/** Fills the form with a report at a place; the date and time it starts with are now's. */
export async function fillReport(form: Locator, fields: { title: string; content: string; latitude: number; longitude: number }, t = en) {
  await form.getByLabel(t('reportForm.title'), { exact: true }).fill(fields.title);
  await form.getByLabel(t('reportForm.description'), { exact: true }).fill(fields.content);
  await form.getByLabel(t('coordinates.latitude'), { exact: true }).fill(String(fields.latitude));
  await form.getByLabel(t('coordinates.longitude'), { exact: true }).fill(String(fields.longitude));
}

/** A partner's site on an origin of its own, answered by the test (`page.route`/`context.route`). */
export const partnerOrigin = 'http://partner.test';

/**
 * The script tag a partner copies: the elements at the server's versioned, immutable address with their
 * Subresource Integrity, as `GET /api/sdk` (and the Admin Embed page) gives them.
 */
export async function sdkScriptTag(request: APIRequestContext, server: string): Promise<string> {
  const response = await request.get(`${server}/api/sdk`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { script: string; integrity: string } };
  expect(data.script).toMatch(/\/sdk\/elements@[^/]+\/fieldwatch-elements\.js$/);
  return `<script type="module" src="${data.script}" integrity="${data.integrity}" crossorigin="anonymous"></script>`;
}

/**
 * Launch options for journeys on the partner's origin. Chromium refuses a page of a public, insecure
 * origin (as partner.test is) the scripts and calls of a loopback address (127.0.0.1, where the test's
 * server listens): a real partner's page and Fieldwatch are both public, so that rule is off there. A real
 * partner's page is also served over https, where WebCrypto signs the anonymous token's proofs: the test's
 * http://partner.test is treated as the secure origin it stands for.
 */
export function partnerLaunchOptions(launch: LaunchOptions): LaunchOptions {
  return {
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks',
      `--unsafely-treat-insecure-origin-as-secure=${partnerOrigin}`,
    ],
  };
}
