import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { limits, roleIds, type LanguageCode, type User } from '@fieldwatch/core';
import { fail, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { sampleRoles, sampleUsers, userRoutes } from '@fieldwatch/testing/userFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { AdminUsers } from './AdminUsers.js';

const northAdmin = sampleUsers[1]!;
// another Administrator, so that the Administrator's row is not the signed-in user's own
const otherAdministrator = makeUser({ id: 50, username: 'chief', role: sampleRoles[0]!, organizations: [] });

interface RenderOptions {
  user?: User;
  users?: User[];
  routes?: Record<string, FakeRoute>;
  organizationId?: number;
  language?: LanguageCode;
}

function renderTab({ user = otherAdministrator, users, routes, organizationId, language }: RenderOptions = {}) {
  const fake = userRoutes(users);
  const rendered = renderWithFieldwatch(<AdminUsers {...(organizationId === undefined ? {} : { organizationId })} />, {
    user,
    routes: { ...fake.routes, ...routes },
    ...(language ? { language } : {}),
  });
  const callsOf = (method: string, path: string) => rendered.calls.filter((call) => call.method === method && call.path === path);
  return { ...rendered, stored: fake.users, callsOf, listCalls: () => callsOf('GET', '/users') };
}

const table = () => screen.findByRole('table', { name: 'Users' });
const row = (username: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`\\b${username.replace('.', '\\.')}\\b`) }).closest('tr')!;
const cells = (tr: HTMLElement) => Array.from(tr.children).map((cell) => cell.textContent);
const open = async (username: string) => {
  await table();
  await userEvent.click(screen.getByRole('button', { name: `Edit ${username}` }));
  return screen.getByRole('form', { name: `Edit ${username}` });
};
/** The Administrator widens the list from the organization in force to every user. */
const everyone = async (label = 'Every user, Administrators included') =>
  userEvent.click(await screen.findByRole('checkbox', { name: label }));
const bodyOf = (call: RecordedCall | undefined) => call?.body as Record<string, unknown> | undefined;

describe('AdminUsers: the list', () => {
  it('lists the users a page at a time: username, name, role, organizations, status and second factor', async () => {
    const { listCalls } = renderTab();
    await everyone();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Username', 'Name', 'Role', 'Organizations', 'Status', 'Second factor', 'Actions']);
    expect(cells(row('admin')).slice(0, 6)).toEqual(['admin', 'Ada Mensah', 'Administrator', 'All organizations', 'Active', 'None']);
    expect(cells(row('reader.kofi')).slice(0, 6)).toEqual([
      'reader.kofi',
      'Kofi Boateng',
      'Reader',
      'Field Team North',
      'Active',
      'Code by email',
    ]);
    expect(cells(row('both_teams'))[3]).toBe('Field Team North, Field Team South');
    expect(cells(row('former'))[4]).toBe('Inactive');
    expect(screen.getByRole('status').textContent).toBe('6 users');
    // first the organization in force, then every user
    expect(listCalls()[0]?.query).toEqual({ offset: '0', limit: '20', organization: '1' });
    expect(listCalls().at(-1)?.query).toEqual({ offset: '0', limit: '20' });
  });

  it('lists the users of the organization in force: the one given, else the one chosen in the session', async () => {
    const given = renderTab({ organizationId: 2 });
    await waitFor(() => expect(given.listCalls()[0]?.query).toEqual({ offset: '0', limit: '20', organization: '2' }));
    expect(await screen.findByText('2 users')).toBeTruthy();
    given.unmount();

    const { session, listCalls } = renderTab();
    await table();
    act(() => session.getState().setOrganization(1));
    await waitFor(() => expect(listCalls().at(-1)?.query).toEqual({ offset: '0', limit: '20', organization: '1' }));
    expect(await screen.findByText('4 users')).toBeTruthy();
  });

  it('searches by username, name or email once the typing pauses, and at once on Enter', async () => {
    const { listCalls } = renderTab();
    await everyone();
    await table();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search.getAttribute('maxlength')).toBe(String(limits.searchMax));
    await userEvent.type(search, 'kofi');
    expect(await screen.findByText('1 user for “kofi”')).toBeTruthy();
    expect(listCalls().at(-1)?.query).toEqual({ offset: '0', limit: '20', q: 'kofi' });
    expect(
      within(await table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['reader.kofi']);

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody{Enter}');
    expect(await screen.findByText('No user matches “nobody”.')).toBeTruthy();
  });

  it('pages through many users with Previous and Next', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      makeUser({ id: 200 + index, username: `user${String(index).padStart(2, '0')}`, role: sampleRoles[2]! }),
    );
    const { listCalls } = renderTab({ users: many });
    await everyone();
    await table();
    expect(screen.getByRole('status').textContent).toBe('25 users');
    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pages).getByText('Page 2 of 2')).toBeTruthy());
    expect(listCalls().at(-1)?.query).toEqual({ offset: '20', limit: '20' });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(5));
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});

describe('AdminUsers: editing', () => {
  it('opens a row in place and sends only the fields that changed', async () => {
    const { callsOf, listCalls } = renderTab();
    const form = await open('reader.kofi');
    const disclosure = screen.getByRole('button', { name: 'Edit reader.kofi' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(disclosure.getAttribute('aria-controls')!)?.contains(form)).toBe(true);
    expect(within(form).getByLabelText<HTMLInputElement>('Username').readOnly).toBe(true);

    const last = within(form).getByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'Boateng-Mensah');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), String(roleIds['Organization Admin']));
    const before = listCalls().length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(callsOf('PUT', '/user/8')).toHaveLength(1));
    expect(bodyOf(callsOf('PUT', '/user/8')[0])).toEqual({
      role_id: roleIds['Organization Admin'],
      options: { lastname: 'Boateng-Mensah' },
    });
    expect(await screen.findByText('User updated')).toBeTruthy();
    // the list is read again, the row closes and the focus is back on its button
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit reader.kofi' })));
    expect(screen.getByRole('button', { name: 'Edit reader.kofi' }).getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByText('Boateng-Mensah', { exact: false })).toBeTruthy();
  });

  it('sends a new password only when one is typed, checked live against the rules and its confirmation', async () => {
    const { callsOf } = renderTab();
    const form = await open('reader.kofi');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(callsOf('PUT', '/user/8')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('New password'), 'monsoon');
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('An uppercase letter not met');
    await userEvent.type(within(form).getByLabelText('Re-enter password'), 'Monsoon');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Password does not meet the minimum requirements')).toBeTruthy();
    expect(within(form).getByText('Password and confirmation are not identical')).toBeTruthy();

    await userEvent.clear(within(form).getByLabelText('New password'));
    await userEvent.type(within(form).getByLabelText('New password'), 'Monsoon#Field42');
    await userEvent.clear(within(form).getByLabelText('Re-enter password'));
    await userEvent.type(within(form).getByLabelText('Re-enter password'), 'Monsoon#Field42');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsOf('PUT', '/user/8')).toHaveLength(1));
    expect(bodyOf(callsOf('PUT', '/user/8')[0])).toEqual({ password: 'Monsoon#Field42' });
  });

  it('deactivates after saying that it signs the user out everywhere at once, and reactivates', async () => {
    const { callsOf } = renderTab();
    const form = await open('reader.kofi');
    expect(within(form).getByText(/Deactivating signs the user out everywhere at once/)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate reader.kofi?' });
    expect(dialog.textContent).toMatch(/signed out everywhere at once/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate user' }));
    await waitFor(() => expect(bodyOf(callsOf('PUT', '/user/8')[0])).toEqual({ active: false }));
    expect(await screen.findByText('User deactivated')).toBeTruthy();
    expect(await within(form).findByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(cells(row('reader.kofi'))[4]).toBe('Inactive');

    await userEvent.click(within(form).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(bodyOf(callsOf('PUT', '/user/8')[1])).toEqual({ active: true }));
    expect(await screen.findByText('User reactivated')).toBeTruthy();
  });

  it("shows the server's field errors beside their fields", async () => {
    renderTab({
      routes: {
        'PUT /user/8': () => fail(400, 'VALIDATION_ERROR', { fields: { 'options.email': 'invalidEmail', role_id: 'invalidValue' } }),
      },
    });
    const form = await open('reader.kofi');
    const email = within(form).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'kofi@north.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(within(form).getByText('Enter a valid email address').id);
    expect(within(form).getByText('This value is not valid')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Check fields validations');
  });
});

describe('AdminUsers: creating', () => {
  const add = async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Add a user' }));
    return screen.getByRole('form', { name: 'New user' });
  };
  const chooseOrganization = async (form: HTMLElement, name: string) => {
    await userEvent.click(within(form).getByRole('button', { name: /^Organizations/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name }));
  };

  it('creates a user without a password: the hint says a welcome email is sent, and no password is sent', async () => {
    const { callsOf, listCalls } = renderTab();
    await everyone();
    const form = await add();
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'New user' }));
    expect(within(form).getByText(/gets a welcome email with a link to set their own password, valid for 7 days/)).toBeTruthy();

    await userEvent.type(within(form).getByLabelText('First name'), 'Grace');
    await userEvent.type(within(form).getByLabelText('Username'), 'grace.o');
    await userEvent.type(within(form).getByLabelText('Email'), 'grace@fieldwatch.example');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), String(roleIds.Reader));
    await chooseOrganization(form, 'Field Team South');
    const before = listCalls().length;
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(callsOf('POST', '/user')).toHaveLength(1));
    expect(bodyOf(callsOf('POST', '/user')[0])).toEqual({
      username: 'grace.o',
      role_id: roleIds.Reader,
      organizations: [2],
      options: { firstname: 'Grace', lastname: '', email: 'grace@fieldwatch.example', secondfactor: 'none' },
    });
    expect(await screen.findByText('User created')).toBeTruthy();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a user' })));
    expect(await screen.findByRole('rowheader', { name: /grace\.o/ })).toBeTruthy();
  });

  it('sends a typed password, and gives an Administrator no organizations', async () => {
    const { callsOf } = renderTab();
    const form = await add();
    await userEvent.type(within(form).getByLabelText('Username'), 'deputy');
    await userEvent.type(within(form).getByLabelText('Email'), 'deputy@fieldwatch.example');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), String(roleIds.Administrator));
    expect(within(form).queryByRole('button', { name: /^Organizations/ })).toBeNull();
    expect(within(form).getByText('An Administrator sees every organization.')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Password (optional)'), 'Monsoon#Field42');
    expect(within(form).queryByText(/welcome email with a link/)).toBeNull();
    await userEvent.type(within(form).getByLabelText('Re-enter password'), 'Monsoon#Field42');
    await userEvent.selectOptions(within(form).getByLabelText('Second factor'), 'email');
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(callsOf('POST', '/user')).toHaveLength(1));
    expect(bodyOf(callsOf('POST', '/user')[0])).toMatchObject({
      username: 'deputy',
      password: 'Monsoon#Field42',
      role_id: roleIds.Administrator,
      organizations: [],
      options: { secondfactor: 'email' },
    });
  });

  it('checks every field with the rules of core before sending', async () => {
    const { callsOf } = renderTab();
    const form = await add();
    const field = (label: string) => within(form).getByLabelText(label);
    const errorOf = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id))
        .find((node) => node?.getAttribute('aria-live') === 'polite')?.textContent;

    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(errorOf(field('Username'))).toBe('Required Field'));
    expect(errorOf(field('Email'))).toBe('Required Field');
    expect(errorOf(field('Role'))).toBe('Required Field');
    expect(errorOf(within(form).getByRole('button', { name: /^Organizations/ }))).toBe('Required Field');

    await userEvent.type(field('First name'), 'x'.repeat(limits.firstNameMax + 1));
    await userEvent.type(field('Last name'), 'y'.repeat(limits.lastNameMax + 1));
    await userEvent.type(field('Username'), 'not valid!');
    await userEvent.type(field('Email'), 'grace@');
    await userEvent.type(field('Password (optional)'), 'Short1!');
    await userEvent.clear(field('Password (optional)'));
    await userEvent.type(field('Password (optional)'), 'abc');
    await userEvent.type(field('Re-enter password'), 'abd');
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(errorOf(field('First name'))).toBe(`First name must be ${limits.firstNameMax} characters or fewer`));
    expect(errorOf(field('Last name'))).toBe(`Last name must be ${limits.lastNameMax} characters or fewer`);
    expect(errorOf(field('Username'))).toBe('Use only letters, digits, underscore, dot or hyphen');
    expect(errorOf(field('Email'))).toBe('Enter a valid email address');
    expect(errorOf(field('Password (optional)'))).toBe(`Password must be at least ${limits.passwordMin} characters`);
    expect(errorOf(field('Re-enter password'))).toBe('Password and confirmation are not identical');

    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'u'.repeat(limits.usernameMax + 1));
    await userEvent.tab();
    await waitFor(() => expect(errorOf(field('Username'))).toBe(`Username must be ${limits.usernameMax} characters or fewer`));
    expect(callsOf('POST', '/user')).toHaveLength(0);
  });

  it('asks no email of a Mobile user who has a password, but one for a code by email', async () => {
    const { callsOf } = renderTab();
    const form = await add();
    const email = within(form).getByLabelText('Email');
    await userEvent.type(within(form).getByLabelText('Username'), 'phone2');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), String(roleIds.Mobile));
    await chooseOrganization(form, 'Field Team North');
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    // no password: the welcome email needs an address
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));

    await userEvent.type(within(form).getByLabelText('Password (optional)'), 'Monsoon#Field42');
    await userEvent.type(within(form).getByLabelText('Re-enter password'), 'Monsoon#Field42');
    await userEvent.selectOptions(within(form).getByLabelText('Second factor'), 'email');
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));

    await userEvent.selectOptions(within(form).getByLabelText('Second factor'), 'none');
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(callsOf('POST', '/user')).toHaveLength(1));
    expect(bodyOf(callsOf('POST', '/user')[0])).toMatchObject({ username: 'phone2', role_id: roleIds.Mobile, options: { email: '' } });
  });

  it('says a taken username beside the field', async () => {
    renderTab();
    const form = await add();
    await userEvent.type(within(form).getByLabelText('Username'), 'Reader.Kofi');
    await userEvent.type(within(form).getByLabelText('Email'), 'other@fieldwatch.example');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), String(roleIds.Reader));
    await chooseOrganization(form, 'Field Team North');
    await userEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(await within(form).findByText('This username is already taken')).toBeTruthy();
    expect(within(form).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('AdminUsers: the rules shown', () => {
  it("keeps an Administrator's role fixed and their account undeletable", async () => {
    renderTab();
    await everyone();
    await table();
    const remove = within(row('admin')).getByRole<HTMLButtonElement>('button', { name: 'Delete admin' });
    expect(remove.disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe('An Administrator cannot be deleted.');
    const form = await open('admin');
    const role = within(form).getByLabelText<HTMLSelectElement>('Role');
    expect(role.disabled).toBe(true);
    expect(role.value).toBe(String(roleIds.Administrator));
    expect(within(form).getByText('The role of an Administrator is fixed.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: /^Organizations/ })).toBeNull();
  });

  it('lets nobody delete, deactivate or demote themselves', async () => {
    renderTab({ user: northAdmin });
    await table();
    expect(row('northadmin').textContent).toContain('(you)');
    const remove = within(row('northadmin')).getByRole<HTMLButtonElement>('button', { name: 'Delete northadmin' });
    expect(remove.disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe('You cannot delete yourself.');
    const form = await open('northadmin');
    expect(within(form).getByLabelText<HTMLSelectElement>('Role').disabled).toBe(true);
    expect(within(form).getByText('You cannot change your own role.')).toBeTruthy();
    expect(within(form).getByText(/You cannot change your own organizations/)).toBeTruthy();
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Deactivate' }).disabled).toBe(true);
    expect(within(form).getByText(/You cannot deactivate yourself/)).toBeTruthy();
  });

  it('asks for the current password before changing your own email, and sends it with the change', async () => {
    const { callsOf } = renderTab({ user: northAdmin });
    await table();
    const form = await open('northadmin');
    const email = within(form).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'nadia.new@fieldwatch.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Current password' });
    expect(callsOf('PUT', `/user/${northAdmin.id}`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Valid#Pass42{Enter}');
    await waitFor(() => expect(callsOf('PUT', `/user/${northAdmin.id}`)).toHaveLength(1));
    expect(bodyOf(callsOf('PUT', `/user/${northAdmin.id}`)[0])).toEqual({
      current_password: 'Valid#Pass42',
      options: { email: 'nadia.new@fieldwatch.example' },
    });
  });

  it('offers an Organization Admin no Administrator role, and leaves users of other organizations to an Administrator', async () => {
    renderTab({ user: northAdmin, organizationId: 1 });
    await table();
    expect(within(row('both_teams')).queryByRole('button')).toBeNull();
    expect(within(row('both_teams')).getByText(/Only an Administrator can change this user/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a user' }));
    const form = screen.getByRole('form', { name: 'New user' });
    await waitFor(() =>
      expect(Array.from(within(form).getByLabelText<HTMLSelectElement>('Role').options).map((option) => option.textContent)).toEqual([
        'Choose a role',
        'Organization Admin',
        'Reader',
        'Mobile',
      ]),
    );
  });
});

describe('AdminUsers: row actions', () => {
  it('sends the password reset email', async () => {
    const { callsOf } = renderTab();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset email to reader.kofi' }));
    await waitFor(() => expect(callsOf('POST', '/user/8/reset')).toHaveLength(1));
    expect(bodyOf(callsOf('POST', '/user/8/reset')[0])).toEqual({ username: 'reader.kofi' });
    expect(await screen.findByText('Password recovery email sent')).toBeTruthy();
    const noEmail = within(row('field-phone')).getByRole<HTMLButtonElement>('button', { name: 'Send password reset email to field-phone' });
    expect(noEmail.disabled).toBe(true);
    expect(document.getElementById(noEmail.getAttribute('aria-describedby')!)?.textContent).toBe('No email address to send it to.');
  });

  it("deletes after a warning that the user's reports stay, without author", async () => {
    const { callsOf } = renderTab();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Delete reader.kofi' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete reader.kofi?' });
    expect(dialog.textContent).toMatch(/Their reports stay, without an author/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(callsOf('DELETE', '/user/8')).toHaveLength(1));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /reader\.kofi/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a user' })));
  });
});

describe('AdminUsers in Arabic', () => {
  it('speaks Arabic, counts with its plurals and names roles in it', async () => {
    renderTab({ language: 'ar' });
    await everyone('جميع المستخدمين، بمن فيهم المسؤولون');
    expect(await screen.findByRole('heading', { name: 'المستخدمون' })).toBeTruthy();
    await screen.findByRole('table', { name: 'المستخدمون' });
    expect(screen.getByRole('status').textContent).toBe('6 مستخدمين');
    expect(cells(row('admin'))[2]).toBe('مسؤول النظام');
    expect(screen.getByRole('button', { name: 'إضافة مستخدم' })).toBeTruthy();
  });
});
