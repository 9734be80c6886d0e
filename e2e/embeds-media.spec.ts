/**
 * `<report-form>` on the playground partner page with media (a field-ready form: media attach works
 * there too; nothing typed is ever lost on a failed send), in Chromium against the real
 * server: a photo and a PDF chosen inside the element's shadow root reach the report sent anonymously;
 * saved offline, the report waits on the device with its files and is sent with them when the network
 * returns; kept while the server is down, its files survive a reload of the page (the IndexedDB queue).
 *
 * The options the elements depend on are set through the API before each journey and put back after
 * it: the other journeys share this server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import {
  adminHeaders,
  elementEvents,
  embedsOnForEachJourney,
  fillReport,
  openPlaygroundForm,
  reportAsAdmin,
  reportIdsMatching,
  reportForm,
  type StoredReport,
  waitForElementEvent,
} from './support/embeds';
import { makeJpeg, makePdf, translatorFor, uniqueWord } from './support/reports';

const en = translatorFor('en');

/** Every journey starts with the public map and anonymous submissions on, into Field Team South. */
const { south } = embedsOnForEachJourney();

/** A photo and a one-page PDF of their own for a journey (the form accepts images, video, audio and PDF). */
async function evidenceFiles(word: string) {
  const photo = await makeJpeg(`culvert-${word}.jpg`, { r: 40, g: 110, b: 160 });
  const pdf = makePdf(`statement-${word}.pdf`, `Witness statement ${word}`);
  return { photo, pdf };
}

/** Chooses files on the form's file input, inside the element's shadow root, and waits for them to be listed. */
async function attach(form: Locator, files: string[]) {
  await form.locator('input[type="file"]').setInputFiles(files);
  const chosen = form.getByRole('list', { name: en('reportForm.chosenFiles') }).getByRole('listitem');
  await expect(chosen).toHaveCount(files.length);
  for (const file of files) await expect(chosen.filter({ hasText: basename(file) })).toHaveCount(1);
  // nothing refused on the way in (type, size)
  await expect(form.getByRole('alert')).toHaveCount(0);
}

/** The report has exactly the photo and the PDF, stored as chosen; the PDF reads back byte for byte. */
async function expectEvidence(request: APIRequestContext, stored: StoredReport, files: { photo: string; pdf: string }) {
  const byName = Object.fromEntries(stored.media.map((item) => [item.name, item]));
  expect(stored.media.map((item) => item.name).sort()).toEqual([basename(files.photo), basename(files.pdf)].sort());
  const photo = byName[basename(files.photo)]!;
  const pdf = byName[basename(files.pdf)]!;
  expect(photo.type).toBe('image');
  expect(photo.mime).toMatch(/^image\//);
  expect(photo.sizes.length).toBeGreaterThan(0);
  expect(pdf.type).toBe('document');
  expect(pdf.mime).toBe('application/pdf');

  const headers = await adminHeaders(request);
  const photoFile = await request.get(photo.src, { headers });
  expect(photoFile.status(), `GET ${photo.src}`).toBe(200);
  expect(photoFile.headers()['content-type']).toMatch(/^image\//);
  expect((await photoFile.body()).length).toBe(photo.bytes);
  const pdfFile = await request.get(pdf.src, { headers });
  expect(pdfFile.status(), `GET ${pdf.src}`).toBe(200);
  expect(pdfFile.headers()['content-type']).toBe('application/pdf');
  expect((await pdfFile.body()).equals(readFileSync(files.pdf))).toBe(true);
}

test('<report-form> sends an anonymous report with a photo and a PDF chosen inside its shadow root', async ({ page, request }) => {
  const { errors, host, form } = await openPlaygroundForm(page);
  await expect(form.getByText(en('submissions.anonymousNote'))).toBeVisible();

  const word = uniqueWord('media');
  const files = await evidenceFiles(word);
  const title = `Culvert blocked ${word}`;
  await fillReport(form, { title, content: 'Photo and statement attached.', latitude: 51.52, longitude: -0.26 });
  await attach(form, [files.photo, files.pdf]);
  await form.getByRole('button', { name: en('reportForm.save') }).click();

  const event = await waitForElementEvent(page, 'fw-report-submitted', () => true, 30_000);
  expect(event.from).toBe('report-form');
  expect(event.detail).toEqual({ id: expect.any(Number) });
  const id = (event.detail as { id: number }).id;
  await expect(host.getByText(en('submissions.sent'))).toBeVisible();
  // the form is ready for the next report, files included
  await expect(form.getByLabel(en('reportForm.title'), { exact: true })).toHaveValue('');
  await expect(form.getByRole('list', { name: en('reportForm.chosenFiles') })).toHaveCount(0);

  const stored = await reportAsAdmin(request, id);
  expect(stored.title).toBe(title);
  expect(stored.status).toBe('published');
  expect(stored.organization.id).toBe(south());
  await expectEvidence(request, stored, files);
  expect(await elementEvents(page, 'fw-report-submitted')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a report with media saved offline is kept with its files and sent with them when the network returns', async ({
  page,
  context,
  request,
}) => {
  const { errors, host, form } = await openPlaygroundForm(page);

  const word = uniqueWord('offmedia');
  const files = await evidenceFiles(word);
  const title = `Footbridge collapsed ${word}`;
  await fillReport(form, { title, content: 'Photographed where there is no signal.', latitude: 51.51, longitude: -0.24 });
  await attach(form, [files.photo, files.pdf]);

  await context.setOffline(true);
  await expect(host.getByText(en('submissions.offline'))).toBeVisible();
  await form.getByRole('button', { name: en('reportForm.save') }).click();
  // kept on the device with its files, said so, and counted as waiting
  await expect(host.getByText(en('submissions.queued'))).toBeVisible();
  await expect(host.getByText(en('submissions.pending', { count: 1 }))).toBeVisible();
  await expect(host.getByRole('button', { name: en('submissions.sendNow') })).toBeDisabled();
  expect(await elementEvents(page, 'fw-report-submitted')).toEqual([]);

  await context.setOffline(false);
  const event = await waitForElementEvent(page, 'fw-report-submitted', () => true, 30_000);
  expect(event.from).toBe('report-form');
  const id = (event.detail as { id: number }).id;
  await expect(host.getByText(en('submissions.sent'))).toBeVisible();
  await expect(host.getByText(en('submissions.pending', { count: 1 }))).toHaveCount(0);

  const stored = await reportAsAdmin(request, id);
  expect(stored.title).toBe(title);
  expect(stored.status).toBe('published');
  expect(stored.organization.id).toBe(south());
  await expectEvidence(request, stored, files);
  expect(await elementEvents(page, 'fw-report-submitted')).toHaveLength(1);
  expect(errors).toEqual([]);
});

/**
 * Presses "Send now" for the report kept on the device. The queue also tries again by itself, after its
 * back-off: on a slow machine that attempt may be under way (the button disabled) or done (the button
 * gone) before the press. Either way the report goes, which the caller's wait for `fw-report-submitted`
 * checks.
 */
async function pressSendNow(host: Locator) {
  await host
    .getByRole('button', { name: en('submissions.sendNow') })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
}

test('a report with media kept while the server is down keeps its files across a reload and sends them', async ({ page, request }) => {
  const { errors, host, form } = await openPlaygroundForm(page);

  const word = uniqueWord('keptmedia');
  const files = await evidenceFiles(word);
  const title = `Well contaminated ${word}`;
  // the browser is online, but the API does not answer (server down, a cut link)
  const down = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/**', down);
  await fillReport(form, { title, content: 'Sample photo and lab note attached.', latitude: 51.53, longitude: -0.21 });
  await attach(form, [files.photo, files.pdf]);
  await form.getByRole('button', { name: en('reportForm.save') }).click();
  await expect(host.getByText(en('submissions.queued'))).toBeVisible();
  await expect(host.getByText(en('submissions.pending', { count: 1 }))).toBeVisible();

  // the page is left and opened again, the API still down: the report and its files wait on this device
  await page.reload();
  await expect(reportForm(host)).toBeVisible();
  await expect(host.getByText(en('submissions.pending', { count: 1 }))).toBeVisible();
  expect(await elementEvents(page, 'fw-report-submitted')).toEqual([]);

  await page.unroute('**/api/**', down);
  await pressSendNow(host);
  const event = await waitForElementEvent(page, 'fw-report-submitted', () => true, 30_000);
  const id = (event.detail as { id: number }).id;
  await expect(host.getByText(en('submissions.sent'))).toBeVisible();
  await expect(host.getByText(en('submissions.pending', { count: 1 }))).toHaveCount(0);

  const stored = await reportAsAdmin(request, id);
  expect(stored.title).toBe(title);
  expect(stored.status).toBe('published');
  expect(stored.organization.id).toBe(south());
  await expectEvidence(request, stored, files);
  expect(errors).toEqual([]);
});

/** The id of the draft the form creates (`POST /organization/{id}/report`), once the server answers it. */
const createdReportId = (page: Page) =>
  page
    .waitForResponse(
      (response) => response.request().method() === 'POST' && /^\/api\/organization\/\d+\/report$/.test(new URL(response.url()).pathname),
    )
    .then(async (response) => {
      expect(response.status()).toBe(201);
      return ((await response.json()) as { data: { id: number } }).data.id;
    });

test('the connection lost while the files upload: the report waits with them and is finished once, as the same report', async ({
  page,
  request,
}) => {
  const { errors, host, form } = await openPlaygroundForm(page);

  const word = uniqueWord('cutmedia');
  const files = await evidenceFiles(word);
  const title = `Road cut by landslide ${word}`;
  await fillReport(form, { title, content: 'The link dropped while the photos were going up.', latitude: 51.54, longitude: -0.2 });
  await attach(form, [files.photo, files.pdf]);
  // the report itself is created, then the link drops: no upload gets through
  const cut = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/report/*/media', cut);
  const created = createdReportId(page);
  await form.getByRole('button', { name: en('reportForm.save') }).click();
  const draftId = await created;
  await expect(host.getByText(en('submissions.queued'))).toBeVisible();
  await expect(host.getByText(en('submissions.pending', { count: 1 }))).toBeVisible();
  expect(await elementEvents(page, 'fw-report-submitted')).toEqual([]);

  await page.unroute('**/api/report/*/media', cut);
  await pressSendNow(host);
  const event = await waitForElementEvent(page, 'fw-report-submitted', () => true, 30_000);
  // the draft already on the server is finished, not a second report made
  expect(event.detail).toEqual({ id: draftId });
  await expect(host.getByText(en('submissions.sent'))).toBeVisible();
  await expect(host.getByText(en('submissions.pending', { count: 1 }))).toHaveCount(0);

  const stored = await reportAsAdmin(request, draftId);
  expect(stored.title).toBe(title);
  expect(stored.status).toBe('published');
  await expectEvidence(request, stored, files);
  expect(await reportIdsMatching(request, word)).toEqual([draftId]);
  expect(await elementEvents(page, 'fw-report-submitted')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a file the server refuses leaves everything typed in the form; without it the same report is sent with the photo', async ({
  page,
  request,
}) => {
  const { errors, host, form } = await openPlaygroundForm(page);

  const word = uniqueWord('refused');
  const { photo } = await evidenceFiles(word);
  // named and typed as a PDF, but text inside: the browser takes it, the server reads it and refuses it
  const fake = join(dirname(photo), `notes-${word}.pdf`);
  writeFileSync(fake, `Not really a PDF ${word}\n`);
  const fields = { title: `Market stall fire ${word}`, content: 'Typed once, in a hurry.', latitude: 51.55, longitude: -0.19 };
  await fillReport(form, fields);
  await attach(form, [photo, fake]);
  const created = createdReportId(page);
  await form.getByRole('button', { name: en('reportForm.save') }).click();
  const draftId = await created;

  // the refused file says why; the photo is sent; nothing typed is lost
  const chosen = form.getByRole('list', { name: en('reportForm.chosenFiles') }).getByRole('listitem');
  const refused = chosen.filter({ hasText: basename(fake) });
  await expect(refused.getByRole('alert')).toContainText(`${en('reportForm.fileFailed')}: ${en('validation.invalidFileType')}`);
  await expect(chosen.filter({ hasText: basename(photo) })).toContainText(en('reportForm.fileSent'));
  await expect(form.getByLabel(en('reportForm.title'), { exact: true })).toHaveValue(fields.title);
  await expect(form.getByLabel(en('reportForm.description'), { exact: true })).toHaveValue(fields.content);
  await expect(form.getByLabel(en('coordinates.latitude'), { exact: true })).toHaveValue(String(fields.latitude));
  await expect(form.getByLabel(en('coordinates.longitude'), { exact: true })).toHaveValue(String(fields.longitude));
  expect(await elementEvents(page, 'fw-report-submitted')).toEqual([]);

  await refused.getByRole('button', { name: en('reportForm.removeFile', { name: basename(fake) }) }).click();
  await expect(chosen).toHaveCount(1);
  await form.getByRole('button', { name: en('reportForm.save') }).click();
  const event = await waitForElementEvent(page, 'fw-report-submitted', () => true, 30_000);
  expect(event.detail).toEqual({ id: draftId });
  await expect(host.getByText(en('submissions.sent'))).toBeVisible();
  await expect(form.getByLabel(en('reportForm.title'), { exact: true })).toHaveValue('');

  const stored = await reportAsAdmin(request, draftId);
  expect(stored.title).toBe(fields.title);
  expect(stored.status).toBe('published');
  expect(stored.media.map((item) => [item.name, item.type])).toEqual([[basename(photo), 'image']]);
  expect(await reportIdsMatching(request, word)).toEqual([draftId]);
  expect(await elementEvents(page, 'fw-report-submitted')).toHaveLength(1);
  expect(errors).toEqual([]);
});
