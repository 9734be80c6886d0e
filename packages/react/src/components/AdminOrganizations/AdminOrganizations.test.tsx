import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, limits, type LanguageCode, type Options, type Organization, type User } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { sampleOrganizations, sampleUsage } from '@fieldwatch/testing/organizationFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { AdminOrganizations } from './AdminOrganizations.js';

const admin = makeUser({ id: 1, username: 'admin', role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] });

function renderTab(
  options: {
    user?: User;
    options?: Partial<Options>;
    routes?: Record<string, FakeRoute>;
    language?: LanguageCode;
    organizations?: Organization[];
  } = {},
) {
  const rendered = renderWithFieldwatch(<AdminOrganizations />, {
    user: options.user ?? admin,
    routes: {
      'GET /organizations': () => ok(options.organizations ?? sampleOrganizations),
      ...Object.fromEntries(sampleOrganizations.map(({ id }) => [`GET /organization/${id}/usage`, () => ok(sampleUsage(id))])),
      ...options.routes,
    },
    ...(options.language ? { language: options.language } : {}),
  });
  act(() => rendered.options.setState({ status: 'ready', options: { ...defaultOptions, ...options.options } }));
  return rendered;
}

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

describe('AdminOrganizations', () => {
  it('lists the organizations by name, each with Rename and Delete', async () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Organizations', level: 2 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children).map((cell) => cell.textContent)),
    ).toEqual([
      ['Field Team North', 'RenameDelete'],
      ['Field Team South', 'RenameDelete'],
      ['Coastal Watch', 'RenameDelete'],
    ]);
    expect(screen.getByRole('button', { name: 'Rename Field Team South' })).toBeTruthy();
  });

  it('creates an organization: a name, required, at most 60 characters', async () => {
    const { calls } = renderTab({
      routes: { 'POST /organization': () => ({ status: 201, body: { data: { id: 4, name: 'Delta Response' } } }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add an organization' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New organization' }));

    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('Required Field')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.click(name);
    await user.paste('d'.repeat(limits.organizationNameMax + 1));
    expect(await screen.findByText('Organization name must be 60 characters or fewer')).toBeTruthy();
    await user.clear(name);
    await user.type(name, '  Delta Response ');
    expect(writes(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/organization', body: { name: 'Delta Response' } });
    expect(await screen.findByText('Organization created')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/organizations')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an organization' })));
  });

  it("renames an organization, and shows the server's refusal beside the name", async () => {
    let refuse = true;
    const { calls } = renderTab({
      routes: {
        'PUT /organization/2': ({ body }) =>
          refuse ? fail(400, 'VALIDATION_ERROR', { fields: { name: 'invalidValue' } }) : ok({ id: 2, ...(body as object) }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Field Team South' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rename “Field Team South”' }));
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name.value).toBe('Field Team South');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();

    await user.clear(name);
    await user.type(name, 'Field Team North');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This value is not valid')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    refuse = false;
    await user.clear(name);
    await user.type(name, 'Field Team South-East');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Organization renamed')).toBeTruthy();
    expect(writes(calls).map((call) => call.body)).toEqual([{ name: 'Field Team North' }, { name: 'Field Team South-East' }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Field Team South' })));
  });

  it('says what deleting an organization does and asks where its reports go', async () => {
    const { calls, session } = renderTab({ routes: { 'DELETE /organization/1': () => ok(true) } });
    act(() => session.getState().setOrganization(1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Field Team North' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this organization?' });
    await within(dialog).findByText(/^The 42 reports/);
    expect(Array.from(within(dialog).getByRole('status').querySelectorAll('p')).map((paragraph) => paragraph.textContent)).toEqual([
      'The 42 reports of “Field Team North” move to the organization you choose below, with its 3 folders and 4 tags.',
      '5 users lose this organization. 2 of them belong to no other organization and will be deactivated.',
      'Its 2 layers are removed with their files.',
      'This cannot be undone.',
    ]);
    const moveTo = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Move its reports to' });
    expect(Array.from(moveTo.options).map((option) => option.textContent)).toEqual([
      'Choose an organization',
      'Field Team South',
      'Coastal Watch',
    ]);

    // the reports must go somewhere
    await user.click(within(dialog).getByRole('button', { name: 'Delete organization' }));
    expect(within(dialog).getByText('Required Field')).toBeTruthy();
    expect(moveTo.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(moveTo);
    expect(writes(calls)).toHaveLength(0);

    await user.selectOptions(moveTo, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Delete organization' }));
    expect(await screen.findByText('Organization deleted')).toBeTruthy();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/organization/1', body: null, query: { move_to: '2' }, search: '?move_to=2' },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // the admin tabs acted on it: they now act on where its reports went
    expect(session.getState().organizationId).toBe(2);
  });

  it('deletes an organization that holds no reports without asking where they go', async () => {
    const { calls, session } = renderTab({ routes: { 'DELETE /organization/3': () => ok(true) } });
    act(() => session.getState().setOrganization(1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Coastal Watch' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this organization?' });
    expect(await within(dialog).findByText('“Coastal Watch” holds no reports; its folders and tags are deleted with it.')).toBeTruthy();
    expect(within(dialog).getByText('No user belongs to it.')).toBeTruthy();
    expect(within(dialog).getByText('It has no layers.')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete organization' }));
    expect(await screen.findByText('Organization deleted')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/organization/3', body: null }]);
    expect(session.getState().organizationId).toBe(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an organization' })));
  });

  it("shows the server's refusal beside the choice of where the reports go", async () => {
    renderTab({
      routes: {
        'GET /organization/2/usage': () => ok({ reports: 0, users: 1, users_left_without: 1, folders: 0, layers: 0, tags: 0 }),
        'DELETE /organization/2': () => fail(400, 'VALIDATION_ERROR', { fields: { move_to: 'organizationHasReports' } }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Field Team South' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this organization?' });
    expect(
      await within(dialog).findByText(
        '1 user loses this organization. 1 of them belongs to no other organization and will be deactivated.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete organization' }));
    // a report arrived since the count: the server asks where it goes, and the choice appears with its error
    expect(await within(dialog).findByText('This organization still holds reports: choose where they move')).toBeTruthy();
    const moveTo = within(dialog).getByRole('combobox', { name: 'Move its reports to' });
    expect(moveTo.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(moveTo));
  });

  it('cannot delete the last organization, and says why', async () => {
    renderTab({ organizations: [{ id: 1, name: 'Field Team North' }] });
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Delete Field Team North' });
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('The last organization cannot be deleted.');
  });

  it('says when organizations are switched off, and changes nothing', () => {
    renderTab({ options: { organizations_shown: '0' } });
    expect(screen.getByText('Organizations are switched off on this installation.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows anyone but the Administrator the list without any way to change it', async () => {
    renderTab({ user: makeUser(), organizations: [{ id: 1, name: 'Field Team North' }] });
    await screen.findByRole('table', { name: 'Organizations' });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('speaks Arabic', async () => {
    renderTab({ language: 'ar' });
    expect(await screen.findByRole('table', { name: 'قائمة المنظمات' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'إضافة منظمة' }));
    expect(screen.getByRole('textbox', { name: 'الاسم' }).getAttribute('dir')).toBe('auto');
  });
});
