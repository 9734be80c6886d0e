import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, type Options } from '@fieldwatch/core';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { AppSettings } from './AppSettings.js';
import { appSettingsChanges, appSettingsValues } from './appSettingsValues.js';
import { e164Of, idList, phoneRowOf, phoneRowProblems } from './emergencyContacts.js';

const organizations = [
  { id: 1, name: 'Field Team North' },
  { id: 2, name: 'Field Team South' },
];

function renderSettings(options: Partial<Options> = {}, extra: Record<string, FakeRoute> = {}, language?: 'ar') {
  const fake = settingsRoutes(options);
  const routes = {
    ...fake.routes,
    'GET /organizations': () => ok(organizations),
    'GET /users': () => ({ status: 200, body: { data: users, total: users.length } }),
    ...extra,
  };
  const rendered = renderWithFieldwatch(<AppSettings />, { user: administrator, routes, ...(language ? { language } : {}) });
  return { ...rendered, stored: fake.stored, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

const users = [
  makeUser({ id: 2, username: 'amina' }, { firstname: 'Amina', lastname: 'Diallo' }),
  makeUser({ id: 3, username: 'ravi' }, { firstname: 'Ravi', lastname: 'Kumar' }),
];

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

  it('turns the proof-of-work challenge on, next to anonymous sign-in', async () => {
    const { puts, stored } = renderSettings({ anonymous_enabled: '1', anonymous_organization: '1' });
    await screen.findByRole('heading', { name: 'App configuration' });
    const challenge = box('Proof-of-work challenge');
    expect(challenge.checked).toBe(false);
    expect(
      within(screen.getByRole('group', { name: 'Anonymous submissions' })).getByRole('checkbox', { name: 'Proof-of-work challenge' }),
    ).toBe(challenge);
    await userEvent.click(challenge);
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([{ name: 'anonymous_challenge_enabled', value: '1' }]);
    expect(stored()).toMatchObject({ anonymous_challenge_enabled: '1' });
  });

  it('refuses a lesson path that is not https', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'App configuration' });
    for (const address of ['http://example.org/lessons.zip', 'javascript:alert(1)']) {
      const path = screen.getByLabelText('Custom lesson path');
      await userEvent.clear(path);
      await userEvent.type(path, address);
      await save();
      expect(
        await screen.findByText('Enter a full address, such as https://example.org/lessons.zip, or leave the field empty'),
      ).toBeTruthy();
    }
    expect(puts()).toHaveLength(0);
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

describe('AppSettings: emergency alerts', () => {
  const usersButton = () => screen.getByRole('button', { name: /Users to alert/ });
  const row = (position: number) => screen.getByRole('group', { name: `Contact number ${position}` });
  const countryOf = (position: number) => within(row(position)).getByLabelText<HTMLSelectElement>('Dialling code');
  const numberOf = (position: number) => within(row(position)).getByLabelText<HTMLInputElement>('Number');
  const addNumber = () => userEvent.click(screen.getByRole('button', { name: 'Add a number' }));
  const required = 'Emergency alerts need someone to alert: choose a user or add a contact number';

  it('shows the stored users by username and name, and each stored number as dialling code and number', async () => {
    renderSettings({ emergency_enabled: '1', emergency_users: '3', emergency_phones: '+442079460958,+33612345678' });
    await screen.findByRole('heading', { name: 'App configuration' });
    expect(box('Turn on emergency alerts').checked).toBe(true);
    await waitFor(() => expect(usersButton().textContent).toContain('ravi (Ravi Kumar)'));
    expect([countryOf(1).value, numberOf(1).value]).toEqual(['GB', '2079460958']);
    expect(countryOf(1).selectedOptions[0]?.textContent).toBe('United Kingdom (+44)');
    expect([countryOf(2).value, numberOf(2).value]).toEqual(['FR', '612345678']);
    expect(numberOf(1).getAttribute('dir')).toBe('ltr');
  });

  it('refuses alerts with nobody to alert, beside the users, until a user is chosen', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'App configuration' });
    expect(usersButton().textContent).toContain('Nobody chosen');
    await userEvent.click(box('Turn on emergency alerts'));
    await save();
    expect(await screen.findByText(required)).toBeTruthy();
    expect(usersButton().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(usersButton());
    expect(puts()).toHaveLength(0);
    await userEvent.click(usersButton());
    await userEvent.click(screen.getByRole('checkbox', { name: 'amina (Amina Diallo)' }));
    await waitFor(() => expect(screen.queryByText(required)).toBeNull());
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([
      { name: 'emergency_enabled', value: '1' },
      { name: 'emergency_users', value: '2' },
    ]);
  });

  it('adds numbers row by row, refuses an invalid one beside it, and saves them in international form', async () => {
    const { puts, stored } = renderSettings();
    await screen.findByRole('heading', { name: 'App configuration' });
    expect(screen.getByText('No contact number yet.')).toBeTruthy();
    await addNumber();
    // a first row has no dialling code yet: focus goes there
    expect(document.activeElement).toBe(countryOf(1));
    await userEvent.selectOptions(countryOf(1), 'GB');
    await userEvent.type(numberOf(1), '020 7946 0958');
    await addNumber();
    // the next row takes the dialling code above, and focus goes to its number
    expect(countryOf(2).value).toBe('GB');
    expect(document.activeElement).toBe(numberOf(2));
    await userEvent.type(numberOf(2), '12345');
    await save();
    expect(await screen.findByText('This is not a valid number for the dialling code chosen')).toBeTruthy();
    expect(numberOf(2).getAttribute('aria-invalid')).toBe('true');
    expect(numberOf(1).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(numberOf(2));
    expect(puts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove number 2' }));
    expect(screen.queryByRole('group', { name: 'Contact number 2' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a number' }));
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([{ name: 'emergency_phones', value: '+442079460958' }]);
    expect(stored().emergency_phones).toBe('+442079460958');
  });

  it('asks for the number and its dialling code, and takes a number once', async () => {
    renderSettings({ emergency_phones: '+442079460958' });
    await screen.findByRole('heading', { name: 'App configuration' });
    await addNumber();
    await save();
    expect(await screen.findByText('Enter the number, or remove this row')).toBeTruthy();
    await userEvent.selectOptions(countryOf(2), '');
    await userEvent.type(numberOf(2), '020 7946 0958');
    await save();
    expect(await screen.findByText('Choose the dialling code of this number')).toBeTruthy();
    expect(countryOf(2).getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(countryOf(2), 'GB');
    await save();
    expect(await screen.findByText('This number is already in the list')).toBeTruthy();
  });

  it('counts a number as someone to alert', async () => {
    const { puts } = renderSettings({ emergency_phones: '+33612345678' });
    await screen.findByRole('heading', { name: 'App configuration' });
    await userEvent.click(box('Turn on emergency alerts'));
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([{ name: 'emergency_enabled', value: '1' }]);
  });

  it('names a chosen user who no longer exists', async () => {
    renderSettings({ emergency_users: '9' });
    await screen.findByRole('heading', { name: 'App configuration' });
    await waitFor(() => expect(usersButton().textContent).toContain('User 9 (no longer exists)'));
  });

  it('names the dialling codes in the interface language', async () => {
    renderSettings({ emergency_phones: '+442079460958' }, {}, 'ar');
    const country = await screen.findByLabelText<HTMLSelectElement>('رمز الاتصال الدولي');
    expect(country.selectedOptions[0]?.textContent).toBe('المملكة المتحدة (+44)');
  });
});

describe('emergency contacts', () => {
  it('reads and writes numbers in international form', () => {
    expect(e164Of({ country: 'GB', number: '020 7946 0958' })).toBe('+442079460958');
    expect(e164Of({ country: 'IN', number: '98765 43210' })).toBe('+919876543210');
    expect(e164Of({ country: '', number: '+33 6 12 34 56 78' })).toBe('+33612345678');
    expect(e164Of({ country: 'GB', number: '12345' })).toBeNull();
    expect(e164Of({ country: 'GB', number: 'call 020 7946 0958' })).toBeNull();
    expect(phoneRowOf('+12025550123')).toEqual({ country: 'US', number: '2025550123' });
    // a number of no country keeps its +
    expect(phoneRowOf('+80012345678')).toEqual({ country: '', number: '+80012345678' });
    expect(
      phoneRowProblems([
        { country: 'GB', number: ' ' },
        { country: 'XX', number: '0612' },
      ]),
    ).toEqual([{ number: 'appSettings.phoneRequired' }, { country: 'appSettings.phoneCountryRequired' }]);
    expect(idList(['3', '1', '3', ''])).toBe('1,3');
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
