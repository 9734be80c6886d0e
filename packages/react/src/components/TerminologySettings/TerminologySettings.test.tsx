import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits, type LanguageCode, type StringsImportResult } from '@fieldwatch/core';
import { fail, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { stringsRoutes } from '@fieldwatch/testing/terminologyFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { TerminologySettings } from './TerminologySettings.js';

interface RenderOptions {
  overrides?: Record<string, Record<string, string>>;
  routes?: Record<string, FakeRoute>;
  language?: LanguageCode;
  /** what the server finds in any uploaded file */
  result?: StringsImportResult;
  /** the provider reads the overrides too, as in the dashboard */
  providerReads?: boolean;
}

function renderScreen({
  overrides = { en: { 'nav.admin': 'Administration' } },
  routes,
  language,
  result,
  providerReads,
}: RenderOptions = {}) {
  const strings = stringsRoutes(overrides, result);
  const rendered = renderWithFieldwatch(<TerminologySettings />, {
    user: administrator,
    routes: { ...settingsRoutes({ languages_enabled: 'en_US,fr_FR,ar_SA' }).routes, ...strings.routes, ...routes },
    ...(language ? { language } : {}),
    ...(providerReads ? { overrides: null } : {}),
  });
  const callsOf = (method: string, path = '/languages/en/strings') =>
    rendered.calls.filter((call) => call.method === method && call.path === path);
  return { ...rendered, stored: strings.stored, callsOf };
}

const csv = (name = 'wording.csv', size = 40) => new File(['x'.repeat(size)], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>(/^CSV file/);
const uploaded = (call: RecordedCall | undefined) => (call?.body as FormData | undefined)?.get('file') as File | null | undefined;

/** What the browser is asked to save: the object URL's Blob and the anchor's download name. */
function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('TerminologySettings', () => {
  it('offers the enabled languages, the interface language first, and says how many texts it has changed', async () => {
    const { callsOf } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Terminology', level: 1 })).toBeTruthy();
    const language = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(Array.from(language.options).map((option) => option.textContent)).toEqual(['English', 'Français', 'العربية']);
    expect(language.value).toBe('en');
    expect(await screen.findByText('English has 1 changed text.')).toBeTruthy();
    expect(callsOf('GET')).toHaveLength(1);

    await userEvent.selectOptions(language, 'fr');
    expect(await screen.findByText('Français shows the original texts.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reset to the original texts' }).disabled).toBe(true);
  });

  it('downloads the current strings of the language as CSV', async () => {
    const saved = captureDownloads();
    const { calls } = renderScreen();
    await screen.findByText('English has 1 changed text.');
    await userEvent.click(screen.getByRole('button', { name: 'Download current strings (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('fieldwatch-strings-en.csv');
    expect(await saved[0]!.blob.text()).toBe('key,text\nnav.reports,Reports\n');
    expect(calls.find((call) => call.query?.format === 'csv')?.path).toBe('/languages/en/strings');
    expect(await screen.findByText('The download has started')).toBeTruthy();
  });

  it('refuses a file that is not a CSV, or larger than the server takes, before sending it', async () => {
    const { callsOf } = renderScreen();
    await screen.findByText('English has 1 changed text.');
    const user = userEvent.setup({ applyAccept: false });
    expect(fileInput().accept).toBe('.csv,text/csv');
    await user.upload(fileInput(), new File(['{}'], 'wording.json', { type: 'application/json' }));
    expect(await screen.findByText('This type of file is not accepted')).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    await user.upload(fileInput(), csv('huge.csv', limits.stringsCsvMaxBytes + 1));
    expect(await screen.findByText('This file is larger than 1 MB')).toBeTruthy();
    expect(callsOf('POST')).toHaveLength(0);
  });

  it('previews what a CSV changes: changed texts, unchanged lines and the lines left out with their reasons', async () => {
    const { callsOf, stored } = renderScreen();
    await screen.findByText('English has 1 changed text.');
    await userEvent.upload(fileInput(), csv());

    const preview = await screen.findByRole('region', { name: 'What wording.csv changes' });
    expect(callsOf('POST')[0]?.query).toEqual({ preview: '1' });
    expect(uploaded(callsOf('POST')[0])?.name).toBe('wording.csv');
    // the focus moves once the preview has rendered; a loaded machine (a full `npm test` beside other work) took over 5 s
    await waitFor(() => expect(document.activeElement).toBe(within(preview).getByRole('heading', { name: 'What wording.csv changes' })), {
      timeout: 15_000,
    });

    const changed = within(preview).getByRole('table', { name: '2 texts change' });
    expect(
      within(changed)
        .getAllByRole('row')
        .map((row) => Array.from(row.children).map((cell) => cell.textContent)),
    ).toEqual([
      ['Key', 'Current text', 'New text'],
      ['nav.reports', 'Reports', 'Incidents'],
      ['dashboard.title', 'Reports', 'Incident log'],
    ]);
    expect(within(preview).getByText('3 lines change nothing.')).toBeTruthy();
    const rejected = within(preview).getByRole('table', { name: '2 lines left out' });
    expect(
      within(rejected)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children).map((cell) => cell.textContent)),
    ).toEqual([
      ['4', 'nav.nowhere', 'No text has this key'],
      ['7', 'twoFactor.resendIn', 'The text must keep the placeholders in braces of the original, no more and no fewer'],
    ]);
    // nothing is stored by a preview
    expect(stored('en')).toEqual({ 'nav.admin': 'Administration' });
  });

  it('applies the changes, then says so and counts the overrides again', async () => {
    const { callsOf, stored } = renderScreen();
    await screen.findByText('English has 1 changed text.');
    await userEvent.upload(fileInput(), csv());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));

    await waitFor(() => expect(callsOf('POST')).toHaveLength(2));
    expect(callsOf('POST')[1]?.query).toBeUndefined();
    expect(uploaded(callsOf('POST')[1])?.name).toBe('wording.csv');
    expect(await screen.findByText('2 texts changed')).toBeTruthy();
    expect(stored('en')).toEqual({ 'nav.admin': 'Administration', 'nav.reports': 'Incidents', 'dashboard.title': 'Incident log' });
    expect(await screen.findByText('English has 3 changed texts.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What wording.csv changes' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Upload a CSV' })), { timeout: 15_000 });
  });

  it('cancels a preview without storing anything', async () => {
    const { callsOf } = renderScreen();
    await screen.findByText('English has 1 changed text.');
    await userEvent.upload(fileInput(), csv());
    const preview = await screen.findByRole('region', { name: 'What wording.csv changes' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'What wording.csv changes' })).toBeNull();
    expect(callsOf('POST')).toHaveLength(1);
  });

  it("puts the server's reason for an unreadable file beside the file field", async () => {
    renderScreen({
      routes: { 'POST /languages/en/strings': () => fail(400, 'VALIDATION_ERROR', { fields: { file: 'stringsFileInvalid' } }) },
    });
    await screen.findByText('English has 1 changed text.');
    await userEvent.upload(fileInput(), csv());
    expect(await screen.findByText('This file cannot be read as a CSV of key,text lines')).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Check fields validations');
  });

  it('resets the language to the original texts after a warning', async () => {
    const { callsOf } = renderScreen();
    await screen.findByText('English has 1 changed text.');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to the original texts' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset English to the original texts?' });
    expect(dialog.textContent).toMatch(/Every text changed for English goes back to the original/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset texts' }));
    await waitFor(() => expect(callsOf('DELETE')).toHaveLength(1));
    expect(await screen.findByText('The original texts are back')).toBeTruthy();
    expect(await screen.findByText('English shows the original texts.')).toBeTruthy();
  });

  it('shows what is applied or reset in the interface at once', async () => {
    renderScreen({
      overrides: { en: { 'terminology.title': 'Wording' } },
      result: { changed: [{ key: 'terminology.title', from: 'Wording', to: 'Our words' }], unchanged: 0, rejected: [], applied: false },
      providerReads: true,
    });
    expect(await screen.findByRole('heading', { name: 'Wording', level: 1 })).toBeTruthy();
    await userEvent.upload(fileInput(), csv());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByRole('heading', { name: 'Our words', level: 1 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to the original texts' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset texts' }));
    expect(await screen.findByRole('heading', { name: 'Terminology', level: 1 })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    renderScreen({ language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'المصطلحات', level: 1 })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('اللغة').value).toBe('ar');
    expect(await screen.findByText('تعرض العربية النصوص الأصلية.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل النصوص الحالية (CSV)' })).toBeTruthy();
  });
});
