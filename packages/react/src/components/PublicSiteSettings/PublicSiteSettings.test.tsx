import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, type Options } from '@fieldwatch/core';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { renderWithFieldwatch } from '../../../test/render.js';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { PublicSiteSettings } from './PublicSiteSettings.js';
import { publicSiteChanges, publicSiteValues } from './publicSiteValues.js';

const coverValue = '/api/public/site/image/cover?v=2';

/** The settings routes plus the image endpoints of the public site, storing like the server. */
function renderSettings(options: Partial<Options> = {}, extra: Record<string, FakeRoute> = {}, language?: 'ar') {
  const fake = settingsRoutes({ languages_enabled: 'en_US,fr_FR,ar_SA', ...options });
  const routes: Record<string, FakeRoute> = {
    ...fake.routes,
    'POST /options/public-image/cover': () => ok({ name: 'public_cover_image', value: coverValue }),
    'DELETE /options/public-image/cover': () => ok({ name: 'public_cover_image', value: '' }),
    ...extra,
  };
  const rendered = renderWithFieldwatch(<PublicSiteSettings />, { user: administrator, routes, ...(language ? { language } : {}) });
  return { ...rendered, stored: fake.stored, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const imageGroup = (name: string) => screen.getByRole('group', { name });
const fileInput = (name: string) => imageGroup(name).querySelector('input[type="file"]') as HTMLInputElement;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'harbour.png', { type: 'image/png' });

describe('PublicSiteSettings', () => {
  it('shows the stored settings: toggles, the enabled languages, color, texts and contact', async () => {
    renderSettings({ public_grievance_enabled: '1', public_tagline: 'Voices from the river', public_contact_email: 'desk@example.org' });
    expect(await screen.findByRole('heading', { name: 'Public site settings' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Map on the public site' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Grievance portal' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Brand display' })).toHaveProperty('checked', false);
    const language = screen.getByLabelText<HTMLSelectElement>('Language of the public site');
    expect(Array.from(language.options).map((option) => option.textContent)).toEqual(['English', 'Français', 'العربية']);
    expect(language.value).toBe('en_US');
    expect(field('Tagline').value).toBe('Voices from the river');
    expect(field('Primary colour').value).toBe('#1f5f8b');
    expect(field('Pick the primary colour').value).toBe('#1f5f8b');
    expect(field('Contact email').value).toBe('desk@example.org');
    expect(within(imageGroup('Cover image')).getByText('No image yet')).toBeTruthy();
  });

  it('sends only what changed, says "Settings saved" and keeps the stored options', async () => {
    const { puts, options } = renderSettings();
    await screen.findByRole('heading', { name: 'Public site settings' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Map on the public site' }));
    await userEvent.type(field('Tagline'), '  Voices from the river ');
    await userEvent.selectOptions(screen.getByLabelText('Language of the public site'), 'fr_FR');
    // the picker and the hex text are one value; a color typed in capitals is the same color
    fireEvent.change(field('Pick the primary colour'), { target: { value: '#aa3300' } });
    expect(field('Primary colour').value).toBe('#aa3300');
    await userEvent.clear(field('Primary colour'));
    await userEvent.type(field('Primary colour'), '#AA3311');
    expect(field('Pick the primary colour').value).toBe('#aa3311');
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual([
      { name: 'public_map_enabled', value: '1' },
      { name: 'public_language', value: 'fr_FR' },
      { name: 'public_tagline', value: 'Voices from the river' },
      { name: 'public_primary_colour', value: '#aa3311' },
    ]);
    expect(options.getState().options).toMatchObject({ public_map_enabled: '1', public_tagline: 'Voices from the river' });

    // saved values are the new starting point: saving again sends nothing
    await save();
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });

  it('says what is wrong beside each field, focuses the first, and sends nothing', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'Public site settings' });
    fireEvent.change(field('Tagline'), { target: { value: 'x'.repeat(201) } });
    await userEvent.clear(field('Primary colour'));
    await userEvent.type(field('Primary colour'), '#12g');
    await userEvent.type(field('Contact email'), 'desk@');
    await save();
    await waitFor(() => expect(field('Tagline').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Use 200 characters or fewer')).toBeTruthy();
    expect(screen.getByText('Enter the colour as # and six digits or letters a to f, such as #1f5f8b')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(field('Tagline'));
    // the picker keeps showing the last color it can show
    expect(field('Pick the primary colour').value).toBe('#1f5f8b');
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's refusal beside the field it names (by its place in the list sent)", async () => {
    renderSettings({}, { 'PUT /options': () => fail(400, 'VALIDATION_ERROR', { fields: { '1.value': 'invalidEmail' } }) });
    await screen.findByRole('heading', { name: 'Public site settings' });
    await userEvent.type(field('Contact name'), 'Amina');
    await userEvent.type(field('Contact email'), 'desk@example.org');
    await save();
    expect(await screen.findByText('Check fields validations')).toBeTruthy();
    expect(field('Contact email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Contact name').getAttribute('aria-invalid')).toBeNull();
  });

  it('uploads a cover image at once, shows it, and removes it', async () => {
    const { calls, options } = renderSettings();
    await screen.findByRole('heading', { name: 'Public site settings' });
    await userEvent.upload(fileInput('Cover image'), png());
    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'Current cover image' });
    expect(image.getAttribute('src')).toBe(coverValue);
    expect(await screen.findByText('Image saved')).toBeTruthy();
    const upload = calls.find((call) => call.method === 'POST')!;
    expect(upload.path).toBe('/options/public-image/cover');
    expect(((upload.body as FormData).get('file') as File).name).toBe('harbour.png');
    expect(options.getState().options?.public_cover_image).toBe(coverValue);
    // an image is not a setting of the form: Save still has nothing to send
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove the cover image' }));
    expect(await screen.findByText('Image removed')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/options/public-image/cover')).toBe(true);
    expect(screen.queryByRole('img', { name: 'Current cover image' })).toBeNull();
    expect(within(imageGroup('Cover image')).getByText('No image yet')).toBeTruthy();
  });

  it('shows a stored about-us image, and refuses a file that is not an image without sending it', async () => {
    const { calls } = renderSettings({ public_about_image: '/api/public/site/image/about?v=1' });
    await screen.findByRole('heading', { name: 'Public site settings' });
    expect(screen.getByRole('img', { name: 'Current about-us image' }).getAttribute('src')).toBe('/api/public/site/image/about?v=1');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput('About-us image'), text, { applyAccept: false });
    expect(await within(imageGroup('About-us image')).findByText('This type of file is not accepted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says when an image is over the limit, beside the image', async () => {
    renderSettings({}, { 'POST /options/public-image/cover': () => fail(413, 'PAYLOAD_TOO_LARGE') });
    await screen.findByRole('heading', { name: 'Public site settings' });
    await userEvent.upload(fileInput('Cover image'), png());
    expect(await within(imageGroup('Cover image')).findByText('The file is larger than allowed')).toBeTruthy();
    expect(await screen.findByText('Upload error. Please verify files and try again.')).toBeTruthy();
    expect(fileInput('Cover image').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('img', { name: 'Current cover image' })).toBeNull();
  });

  it('reads in Arabic, with the color, email and phone left to right', async () => {
    renderSettings({}, {}, 'ar');
    expect(await screen.findByRole('heading', { name: 'إعدادات الموقع العام' })).toBeTruthy();
    expect(field('اللون الأساسي').getAttribute('dir')).toBe('ltr');
    expect(field('البريد الإلكتروني للتواصل').getAttribute('dir')).toBe('ltr');
    expect(field('الشعار النصي').getAttribute('dir')).toBe('auto');
  });
});

describe('public site values', () => {
  it('leaves out what only changed in form: spaces around a text, a color in capitals', () => {
    const options: Options = { ...defaultOptions, public_tagline: 'Hello', public_primary_colour: '#1f5f8b' };
    expect(
      publicSiteChanges(options, { ...publicSiteValues(options), public_tagline: ' Hello ', public_primary_colour: '#1F5F8B' }),
    ).toEqual([]);
    expect(publicSiteChanges(options, { ...publicSiteValues(options), public_brand_enabled: true })).toEqual([
      { name: 'public_brand_enabled', value: '1' },
    ]);
  });
});
