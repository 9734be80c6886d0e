import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleIds, type ReportsStore, type RoleName } from '@fieldwatch/core';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { folder, makeReport, organizations, reports } from '@fieldwatch/testing/reportFixtures';
import { fakeListLayout } from '@fieldwatch/testing/listLayout';
import { renderWithFieldwatch } from '../../../test/render.js';
import { useReportsStore } from '../../provider/useReports.js';
import { ReportList } from './ReportList.js';

fakeListLayout();

const asRole = (role: RoleName) => makeUser({ role: { id: roleIds[role], name: role, capabilities: [] } });

let store: ReportsStore;
/** Hands the provider's reports store to the test once rendered. */
function Probe() {
  const found = useReportsStore();
  useEffect(() => {
    store = found;
  }, [found]);
  return null;
}

function renderList(routes: Record<string, FakeRoute>, role: RoleName = 'Organization Admin') {
  return renderWithFieldwatch(
    <>
      <Probe />
      <ReportList />
    </>,
    { user: asRole(role), routes: { 'GET /organizations': () => ok(organizations.slice(0, 1)), ...routes } },
  );
}

/** 50 reports in pages of 20, keyset cursor "p2", "p3". */
const pagedReports: FakeRoute = ({ body }) => {
  const cursor = (body as { cursor?: string }).cursor;
  const page = cursor === 'p2' ? 2 : cursor === 'p3' ? 3 : 1;
  const from = (page - 1) * 20 + 1;
  return { status: 200, body: { data: reports(from, page === 3 ? 10 : 20), total: 50, next: page < 3 ? `p${page + 1}` : null } };
};

describe('ReportList', () => {
  it('with live, shows reports published meanwhile as a polite "n new reports" bar whose button loads them at the top', async () => {
    let published = false;
    const user = userEvent.setup();
    renderWithFieldwatch(
      <>
        <Probe />
        <ReportList live />
      </>,
      {
        user: asRole('Reader'),
        routes: {
          'GET /organizations': () => ok(organizations.slice(0, 1)),
          'POST /reports': () => ({
            status: 200,
            body: {
              data: published ? [makeReport(9, { title: 'Water point broken' }), ...reports(1, 2)] : reports(1, 2),
              total: 2,
              next: null,
            },
          }),
        },
      },
    );
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: /new report/ })).toBeNull();
    // what the live updates do when reports are published elsewhere (core followLiveUpdates)
    published = true;
    act(() => {
      store.getState().noteArrived();
      store.getState().noteArrived();
    });
    const bar = await screen.findByRole('button', { name: '2 new reports' });
    expect(bar.closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(bar);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem')[0]!.textContent).toContain(
        'Water point broken',
      ),
    );
    expect(screen.queryByRole('button', { name: /new report/ })).toBeNull();
  });

  it('shows rows as links to their report, with the new marker, verified and urgent icons in words', async () => {
    renderList({
      'POST /reports': () => ({
        status: 200,
        body: {
          data: [
            makeReport(1, { title: 'Flooded road', new: true, verified: true, urgent: true, event_date: '2026-03-04T05:06:07Z' }),
            makeReport(2, { title: 'Quiet street' }),
          ],
          total: 2,
          next: null,
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Reports' });
    const first = within(list).getByRole('link', { name: /Flooded road/ });
    expect(first.getAttribute('href')).toBe('/report/1');
    expect(first.textContent).toContain('New');
    expect(first.textContent).toContain('Verified');
    expect(first.textContent).toContain('Urgent');
    expect(first.textContent).toContain('2026-03-04 5:06 (UTC)');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-04T05:06:07Z');
    const second = within(list).getByRole('link', { name: /Quiet street/ });
    expect(second.textContent).not.toMatch(/New|Verified|Urgent/);
    expect(screen.getByText('2 reports')).toBeTruthy();
    expect(screen.getByText('All reports are shown.')).toBeTruthy();
  });

  it('renders only the rows in view and loads the next page with the cursor when scrolled to the end', async () => {
    const { calls } = renderList({ 'POST /reports': pagedReports });
    const list = await screen.findByRole('list', { name: 'Reports' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const rendered = within(list).getAllByRole('listitem');
    expect(rendered.length).toBeLessThan(20);
    expect(rendered[0]!.getAttribute('aria-setsize')).toBe('50');
    expect(rendered[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(calls.filter((call) => call.path === '/reports')).toHaveLength(1);

    const scroller = list.parentElement!;
    scroller.scrollTop = 1700;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(calls.filter((call) => call.path === '/reports')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/reports')[1]!.body).toMatchObject({ cursor: 'p2', limit: 20 });
    await waitFor(() => expect(store.getState().items).toHaveLength(40));
  });

  it('says when nothing matches, and offers a retry when loading fails', async () => {
    let failing = true;
    renderList({
      'POST /reports': () => (failing ? fail(500, 'SERVER_ERROR') : { status: 200, body: { data: [makeReport(5)], total: 1, next: null } }),
    });
    const alert = await screen.findByText('The reports could not be loaded.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Report 5/ })).toBeTruthy();

    act(() => store.setState({ items: [], total: 0, status: 'ready' }));
    expect(screen.getByText('No reports match these filters.')).toBeTruthy();
  });

  it('counts search results', async () => {
    const { calls } = renderList({ 'POST /reports': () => ({ status: 200, body: { data: [makeReport(3)], total: 1, next: null } }) });
    await screen.findByRole('link', { name: /Report 3/ });
    await act(() => store.getState().search('flood'));
    expect(await screen.findByText('1 result for “flood”')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/reports').at(-1)!.body).toMatchObject({ filters: { search: 'flood' } });
  });

  it('shows a total the server stopped counting as a lower bound', async () => {
    let searched = false;
    renderList({
      'POST /reports': ({ body }) => {
        searched = Boolean((body as { filters?: { search?: string } }).filters?.search);
        return { status: 200, body: { data: [makeReport(5)], total: 1000, total_exact: false, next: null } };
      },
    });
    expect(await screen.findByText('1,000+ reports')).toBeTruthy();
    // the size of the set is unknown to assistive technology, rather than wrong
    expect(
      within(await screen.findByRole('list', { name: 'Reports' }))
        .getAllByRole('listitem')[0]!
        .getAttribute('aria-setsize'),
    ).toBe('-1');
    await act(() => store.getState().search('flood'));
    expect(searched).toBe(true);
    expect(await screen.findByText('1,000+ results for “flood”')).toBeTruthy();
  });

  it('shows the folder view with its name and a back row that leaves it', async () => {
    const { calls } = renderList({
      'POST /reports': () => ({ status: 200, body: { data: [makeReport(4)], total: 1, next: null } }),
      'GET /organization/1/folders': () => ({ status: 200, body: { data: [folder(8, 'Bridges')], total: 1 } }),
    });
    await screen.findByRole('link', { name: /Report 4/ });
    await act(() => store.getState().openFolder(8));
    expect(calls.filter((call) => call.path === '/reports').at(-1)!.body).toMatchObject({ filters: { folder: 8 } });
    expect(await screen.findByText('Folder: Bridges')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to all reports' }));
    await waitFor(() => expect(store.getState().filters.folder).toBeUndefined());
    expect(screen.queryByRole('button', { name: 'Back to all reports' })).toBeNull();
  });
});

describe('ReportList zip import', () => {
  const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'reports.zip', { type: 'application/zip' });
  const dataTransfer = (files: File[]) => ({
    types: ['Files'],
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type })),
    dropEffect: 'none',
  });

  it('is not offered to readers', async () => {
    renderList({ 'POST /reports': () => ({ status: 200, body: { data: [], total: 0, next: null } }) }, 'Reader');
    await screen.findByText('No reports match these filters.');
    expect(screen.queryByRole('button', { name: 'Import reports (.zip)' })).toBeNull();
  });

  it('shows the hint while dragging a zip, the warning for another file, and refuses a dropped non-zip', async () => {
    renderList({ 'POST /reports': () => ({ status: 200, body: { data: [], total: 0, next: null } }) });
    await screen.findByText('No reports match these filters.');
    const zone = screen.getByRole('button', { name: 'Import reports (.zip)' }).closest('div')!.parentElement!;
    fireEvent.dragEnter(zone, { dataTransfer: dataTransfer([zip()]) });
    expect(screen.getByText('Drag and drop report .zip files here')).toBeTruthy();
    fireEvent.dragLeave(zone, { dataTransfer: dataTransfer([zip()]) });
    expect(screen.queryByText('Drag and drop report .zip files here')).toBeNull();

    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.dragEnter(zone, { dataTransfer: dataTransfer([photo]) });
    expect(screen.getByText('This file will be rejected !!')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: dataTransfer([photo]) });
    expect(screen.queryByText('This file will be rejected !!')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('Only a .zip file made by an export can be imported.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('imports a dropped zip into the organization and reports created, updated, skipped and rejected rows, then reloads', async () => {
    const { calls } = renderList({
      'POST /reports': () => ({ status: 200, body: { data: [], total: 0, next: null } }),
      'POST /organization/1/reports/import': () =>
        ok({
          created: 2,
          updated: 1,
          skipped: 4,
          rejected: [{ row: 3, title: 'Broken row', reason: 'VALIDATION_ERROR', fields: { latitude: 'latitudeInvalidNumber' } }],
        }),
    });
    await screen.findByText('No reports match these filters.');
    const zone = screen.getByRole('button', { name: 'Import reports (.zip)' }).closest('div')!.parentElement!;
    fireEvent.drop(zone, { dataTransfer: dataTransfer([zip()]) });

    const dialog = await screen.findByRole('dialog', { name: 'Import reports' });
    expect(within(dialog).getByText('File: reports.zip')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 reports were created.')).toBeTruthy();
    expect(within(dialog).getByText('1 report already here was updated.')).toBeTruthy();
    expect(within(dialog).getByText('4 reports were already up to date and were skipped.')).toBeTruthy();
    expect(within(dialog).getByText('1 report was rejected:')).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'Row 3 — Broken row: A validation error has occurred; latitude: Latitude must be a number between -90 and 90',
    );
    const upload = calls.find((call) => call.path === '/organization/1/reports/import')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect(((upload.body as FormData).get('file') as File).name).toBe('reports.zip');
    await waitFor(() => expect(calls.filter((call) => call.path === '/reports')).toHaveLength(2));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('imports through the file button too, for people who cannot drag, and says why it failed', async () => {
    renderList({
      'POST /reports': () => ({ status: 200, body: { data: [], total: 0, next: null } }),
      'POST /organization/1/reports/import': () => fail(413, 'PAYLOAD_TOO_LARGE'),
    });
    await screen.findByText('No reports match these filters.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, zip());
    const dialog = await screen.findByRole('dialog', { name: 'Import reports' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The file is larger than allowed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
