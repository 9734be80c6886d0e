import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createFolder, roleIds, type Folder } from '@fieldwatch/core';
import type { FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { folder, organizations, tagGroups } from '@fieldwatch/testing/reportFixtures';
import { renderWithFieldwatch } from '../../test/render.js';
import { FolderMenu } from '../components/FolderMenu/index.js';
import { useFolders, useReport, useTagGroups } from './hooks.js';

const editor = makeUser({
  role: { id: roleIds['Organization Admin'], name: 'Organization Admin', capabilities: [] },
  organizations: organizations.slice(0, 1),
});

function GroupNames({ label }: { label: string }) {
  const groups = useTagGroups();
  return (
    <ul aria-label={label}>
      {groups.data?.map((group) => (
        <li key={group.id}>{group.translations.en_US}</li>
      ))}
    </ul>
  );
}

function FolderNames({ organizationId }: { organizationId: number }) {
  const folders = useFolders(organizationId);
  return <p role="status">{folders.status === 'success' ? folders.data?.map((f) => f.name).join(', ') : folders.status}</p>;
}

function ReportTitle({ id }: { id: number }) {
  const report = useReport(id);
  return <h1>{report.data?.title ?? report.status}</h1>;
}

function ReportSwitch() {
  const [id, setId] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setId(2)}>
        next
      </button>
      <ReportTitle id={id} />
    </>
  );
}

describe('resource hooks', () => {
  it('fetches a key asked for by two components of a page once, and gives both the answer', async () => {
    const { calls } = renderWithFieldwatch(
      <>
        <GroupNames label="filters" />
        <GroupNames label="form" />
      </>,
      { routes: { 'GET /taxonomy/groups': () => ({ status: 200, body: { data: tagGroups, total: tagGroups.length } }) } },
    );
    const first = tagGroups[0]!.translations.en_US!;
    expect(await within(await screen.findByRole('list', { name: 'filters' })).findByText(first)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'form' })).getByText(first)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/taxonomy/groups')).toHaveLength(1);
  });

  it('shows a folder created through the client in every list of that organization, without a reload', async () => {
    let folders: Folder[] = [folder(8, 'Bridges')];
    const routes: Record<string, FakeRoute> = {
      'GET /organization/1/folders': () => ({ status: 200, body: { data: folders, total: folders.length } }),
      'POST /organization/1/folder': ({ body }) => {
        const created = folder(9, (body as { name: string }).name);
        folders = [...folders, created];
        return { status: 201, body: { data: created } };
      },
      'POST /reports': () => ({ status: 200, body: { data: [], total: 0, next: null } }),
    };
    const { client, calls } = renderWithFieldwatch(
      <>
        <FolderMenu organizations={organizations.slice(0, 1)} />
        <FolderNames organizationId={1} />
      </>,
      { routes, user: editor },
    );
    expect(await screen.findByRole('button', { name: /^Bridges/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bridges'));
    expect(calls.filter((call) => call.path === '/organization/1/folders')).toHaveLength(1);

    await act(() => createFolder(client, 1, { name: 'Roads' }));
    expect(await screen.findByRole('button', { name: /^Roads/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bridges, Roads'));
    expect(calls.filter((call) => call.path === '/organization/1/folders')).toHaveLength(2);
  });

  it('shows the report of the id asked for last, whatever order the answers come in', async () => {
    let answerFirst: () => void = () => {};
    const routes: Record<string, FakeRoute> = {
      'GET /report/1': () =>
        new Promise((resolve) => (answerFirst = () => resolve({ status: 200, body: { data: { id: 1, title: 'First' } } }))),
      'GET /report/2': () => ({ status: 200, body: { data: { id: 2, title: 'Second' } } }),
    };
    renderWithFieldwatch(<ReportSwitch />, { routes });
    expect(await screen.findByRole('heading', { name: 'loading' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeTruthy();
    answerFirst();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading').textContent).toBe('Second');
  });
});
