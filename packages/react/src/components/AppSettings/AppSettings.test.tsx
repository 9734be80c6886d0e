import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, type Options } from '@fieldwatch/core';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { renderWithFieldwatch } from '../../../test/render.js';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { AppSettings } from './AppSettings.js';
import { appSettingsChanges, appSettingsValues } from './appSettingsValues.js';

const organizations = [
  { id: 1, name: 'Field Team North' },
  { id: 2, name: 'Field Team South' },
];

function renderSettings(options: Partial<Options> = {}, extra: Record<string, FakeRoute> = {}, language?: 'ar') {
  const fake = settingsRoutes(options);
  const routes = { ...fake.routes, 'GET /organizations': () => ok(organizations), ...extra };
  const rendered = renderWithFieldwatch(<AppSettings />, { user: administrator, routes, ...(language ? { language } : {}) });
  return { ...rendered, stored: fake.stored, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const organizationSelect = () => screen.getByLabelText<HTMLSelectElement>('Organization for anonymous reports');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const warning = /anonymous reports sent from now on go into the new organization/;

describe('AppSettings', () => {
  it('shows the stored switches, the organizations to choose from and the lesson path', async () => {
    renderSettings({
      anonymous_enabled: '1',
      anonymous_organization: '2',
      mobile_datepicker: '0',
      lessons_url: 'https://example.org/lessons.zip',
    });
    expect(await screen.findByRole('heading', { name: 'App configuration' })).toBeTruthy();
    expect(box('Anonymous sign-in').checked).toBe(true);
    await waitFor(() =>
      expect(Array.from(organizationSelect().options).map((o) => o.textContent)).toEqual([
        'Choose an organization',
        'Field Team North',
        'Field Team South',
      ]),
    );
    expect(organizationSelect().value).toBe('2');
    expect(box('Maps in the mobile app').checked).toBe(true);
    expect(box('Updates in the mobile app').checked).toBe(true);
    expect(box('Date picker in the mobile app').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Custom lesson path').value).toBe('https://example.org/lessons.zip');
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('turns anonymous submissions on into an organization, sending only what changed', async () => {
    const { puts, stored } = renderSettings();
    await screen.findByRole('heading', { name: 'App configuration' });
    await userEvent.click(box('Anonymous sign-in'));
    await waitFor(() => expect(organizationSelect().options).toHaveLength(3));
    await userEvent.selectOptions(organizationSelect(), '2');
    expect(screen.getByText(warning)).toBeTruthy();
    await userEvent.click(box('Date picker in the mobile app'));
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(puts()[0]!.body).toEqual([
      { name: 'anonymous_enabled', value: '1' },
      { name: 'anonymous_organization', value: '2' },
      { name: 'mobile_datepicker', value: '0' },
    ]);
    expect(stored()).toMatchObject({ anonymous_enabled: '1', anonymous_organization: '2' });
    // saved: the chosen organization is the stored one, no more warning
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
  });

  it('refuses anonymous sign-in without an organization, beside the organization', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'App configuration' });
    await userEvent.click(box('Anonymous sign-in'));
    await save();
    expect(await screen.findByText('Choose the organization that anonymous reports go into')).toBeTruthy();
    expect(organizationSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(organizationSelect());
    expect(puts()).toHaveLength(0);
    // turning it off again settles it
    await userEvent.click(box('Anonymous sign-in'));
    await waitFor(() => expect(screen.queryByText('Choose the organization that anonymous reports go into')).toBeNull());
  });

  it('warns when the organization of anonymous reports changes', async () => {
    renderSettings({ anonymous_enabled: '1', anonymous_organization: '1' });
    await screen.findByRole('heading', { name: 'App configuration' });
    await waitFor(() => expect(organizationSelect().options).toHaveLength(3));
    await userEvent.selectOptions(organizationSelect(), '2');
    expect(screen.getByRole('note').textContent).toMatch(warning);
    await userEvent.selectOptions(organizationSelect(), '1');
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('keeps mobile updates off, and never sends them, while updates are off', async () => {
    const { puts } = renderSettings({ updates_enabled: '0', mobile_updates_enabled: '0' });
    await screen.findByRole('heading', { name: 'App configuration' });
    const updates = box('Updates in the mobile app');
    expect(updates.checked).toBe(false);
    expect(updates.disabled).toBe(true);
    expect(screen.getByText('Off while updates are turned off for the whole product.')).toBeTruthy();
    await userEvent.click(box('Maps in the mobile app'));
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([{ name: 'mobile_maps_enabled', value: '0' }]);
  });

  it('takes a full address or nothing as the lesson path', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'App configuration' });
    const path = screen.getByLabelText('Custom lesson path');
    await userEvent.type(path, 'lessons.zip');
    await save();
    expect(await screen.findByText('Enter a full address, such as https://example.org/lessons.zip, or leave the field empty')).toBeTruthy();
    expect(puts()).toHaveLength(0);
    await userEvent.clear(path);
    await userEvent.type(path, 'https://example.org/lessons.zip');
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([{ name: 'lessons_url', value: 'https://example.org/lessons.zip' }]);
  });

  it('names an organization that no longer exists, and says when the organizations cannot be loaded', async () => {
    renderSettings({ anonymous_enabled: '1', anonymous_organization: '9' }, { 'GET /organizations': () => fail(500, 'SERVER_ERROR') });
    await screen.findByRole('heading', { name: 'App configuration' });
    await waitFor(() => expect(organizationSelect().selectedOptions[0]?.textContent).toBe('Organization 9 (no longer exists)'));
    expect(screen.getByText('The organizations could not be loaded. Reload the page to try again.')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    renderSettings({}, {}, 'ar');
    expect(await screen.findByRole('heading', { name: 'إعدادات التطبيق' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'تسجيل الدخول دون هوية' })).toBeTruthy();
    expect(screen.getByLabelText('مسار مخصّص للدروس').getAttribute('dir')).toBe('ltr');
  });
});

describe('app settings values', () => {
  it('sends mobile updates only while updates are on, in the order shown', () => {
    const options: Options = { ...defaultOptions, updates_enabled: '0', mobile_updates_enabled: '0' };
    const values = { ...appSettingsValues(options), mobile_updates_enabled: true, lessons_url: ' https://example.org/l.zip ' };
    expect(appSettingsChanges(options, values)).toEqual([{ name: 'lessons_url', value: 'https://example.org/l.zip' }]);
    expect(
      appSettingsChanges(defaultOptions, {
        ...appSettingsValues(defaultOptions),
        mobile_updates_enabled: false,
        anonymous_organization: '3',
      }),
    ).toEqual([
      { name: 'anonymous_organization', value: '3' },
      { name: 'mobile_updates_enabled', value: '0' },
    ]);
  });
});
