import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleIds, type Folder, type ReportsStore, type RoleName } from '@fieldwatch/core';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { folder, organizations } from '@fieldwatch/testing/reportFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { useReportsStore } from '../../provider/useReports.js';
import { FolderMenu } from './FolderMenu.js';

let store: ReportsStore;
/** Hands the provider's reports store to the test once rendered. */
function Probe() {
  const found = useReportsStore();
  useEffect(() => {
    store = found;
  }, [found]);
  return null;
}

const asRole = (role: RoleName, organizationIds = [1]) =>
  makeUser({
    role: { id: roleIds[role], name: role, capabilities: [] },
    organizations: organizations.filter((o) => organizationIds.includes(o.id)),
  });

/** A folder API that keeps its folders, so a reload shows what changed. */
function folderApi(initial: Folder[]) {
  let folders = [...initial];
  let nextId = 100;
  const routes: Record<string, FakeRoute> = {
    'GET /organization/1/folders': () => ({ status: 200, body: { data: folders, total: folders.length } }),
    'GET /organization/2/folders': () => ok([folder(50, 'Southern roads', { organization: organizations[1]! })]),
    'POST /organization/1/folder': ({ body }) => {
      const created = folder(nextId++, (body as { name: string }).name, { colour: (body as { colour: string }).colour, reports: 0 });
      folders.push(created);
      return { status: 201, body: { data: created } };
    },
    'PUT /organization/1/folder/8': ({ body }) => {
      folders = folders.map((f) => (f.id === 8 ? { ...f, ...(body as object) } : f));
      return ok(folders.find((f) => f.id === 8));
    },
    'DELETE /organization/1/folder/8': () => {
      folders = folders.filter((f) => f.id !== 8);
      return ok(true);
    },
    'POST /reports': () => ({ status: 200, body: { data: [], total: 0, next: null } }),
  };
  return routes;
}

function renderMenu(
  role: RoleName,
  routes = folderApi([folder(8, 'Bridges'), folder(9, 'Schools', { reports: 1 })]),
  organizationIds = [1],
) {
  return renderWithFieldwatch(
    <>
      <Probe />
      <FolderMenu organizations={organizations.filter((o) => organizationIds.includes(o.id))} />
    </>,
    { user: asRole(role, organizationIds), routes },
  );
}

describe('FolderMenu', () => {
  it('lets a reader list and open folders, and nothing more', async () => {
    const { calls } = renderMenu('Reader');
    const bridges = await screen.findByRole('button', { name: /^Bridges/ });
    expect(bridges.textContent).toContain('3 reports');
    expect(screen.getByRole('button', { name: /^Schools/ }).textContent).toContain('1 report');
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename|Delete/ })).toBeNull();

    await userEvent.click(bridges);
    await waitFor(() => expect(store.getState().filters.folder).toBe(8));
    expect(calls.find((call) => call.path === '/reports')!.body).toMatchObject({ filters: { folder: 8 } });
    expect(bridges.getAttribute('aria-current')).toBe('true');
  });

  it('lets an editor create a folder, checking its name', async () => {
    const { calls } = renderMenu('Organization Admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const name = screen.getByLabelText('Folder name');
    expect(document.activeElement).toBe(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save folder' }));
    expect(screen.getByText('Required Field')).toBeTruthy();
    await userEvent.type(name, 'x'.repeat(51));
    expect(screen.getByText('Folder name must be 50 characters or fewer')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'Wells{Enter}');
    expect(await screen.findByRole('button', { name: /^Wells/ })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/organization/1/folder')!.body).toEqual({
      name: 'Wells',
      colour: '#1f5f8b',
    });
    expect(screen.getByText('Folder created')).toBeTruthy();
    expect(screen.queryByLabelText('Folder name')).toBeNull();
  });

  it('lets an editor rename a folder, and cancel with Escape', async () => {
    const { calls } = renderMenu('Administrator');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Bridges' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Folder name')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Bridges' }));
    const name = screen.getByLabelText('Folder name');
    expect((name as HTMLInputElement).value).toBe('Bridges');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bridges and tunnels');
    await userEvent.click(screen.getByRole('button', { name: 'Save folder' }));
    expect(await screen.findByRole('button', { name: /^Bridges and tunnels/ })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ name: 'Bridges and tunnels', colour: '#2ca02c' });
    expect(screen.getByText('Folder renamed')).toBeTruthy();
  });

  it('asks before deleting, and leaves the folder view of a deleted folder', async () => {
    const { calls } = renderMenu('Organization Admin');
    await act(() => store.getState().openFolder(8));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bridges' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this folder?' });
    expect(dialog.textContent).toContain('The folder “Bridges” will be deleted. The reports in it are kept.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Bridges' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Bridges/ })).toBeNull());
    expect(screen.getByText('Folder deleted')).toBeTruthy();
    await waitFor(() => expect(store.getState().filters.folder).toBeUndefined());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New folder' })));
  });

  it('shows a server refusal of the name beside the field', async () => {
    const routes = {
      ...folderApi([]),
      'POST /organization/1/folder': () => fail(400, 'VALIDATION_ERROR', { fields: { name: 'folderNameExceeded' } }),
    };
    renderMenu('Organization Admin', routes);
    expect(await screen.findByText('No folders yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    await userEvent.type(screen.getByLabelText('Folder name'), 'Wells{Enter}');
    expect(await screen.findByText('Folder name must be 50 characters or fewer')).toBeTruthy();
  });

  it('lists the folders of the organization chosen when there are several', async () => {
    renderMenu('Administrator', undefined, [1, 2]);
    await screen.findByRole('button', { name: /^Bridges/ });
    await userEvent.selectOptions(screen.getByLabelText('Folders of'), '2');
    expect(await screen.findByRole('button', { name: /^Southern roads/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bridges/ })).toBeNull();
  });
});
