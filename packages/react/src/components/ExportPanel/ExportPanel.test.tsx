import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultOptions, exportFailureLine, type Options } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { organizations } from '@fieldwatch/testing/reportFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ExportPanel } from './ExportPanel.js';

afterEach(() => vi.restoreAllMocks());

/** Counts: 12 reports in organization 1, 3 in organization 2; 4 of organization 1 are verified. */
const countReports: FakeRoute = ({ body }) => {
  const filters = (body as { filters: { organizations?: number[]; verified?: number[] } }).filters;
  const total = filters.organizations?.[0] === 2 ? 3 : filters.verified ? 4 : 12;
  return { status: 200, body: { data: [], total, next: null } };
};

function renderPanel(options: Partial<Options> = {}, routes: Record<string, FakeRoute> = {}, panel = <ExportPanel />) {
  const rendered = renderWithFieldwatch(panel, {
    user: makeUser({ role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] }),
    routes: {
      'GET /organizations': () => ok(organizations),
      'GET /organization/1/users': () => ok([]),
      'GET /organization/2/users': () => ok([]),
      'GET /taxonomy/groups': () => ok([]),
      'GET /organization/1/folders': () => ok([]),
      'POST /reports': countReports,
      'POST /organization/1/reports/export': () => ({
        status: 200,
        body: 'id,title\n1,Flooded road\n',
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="fieldwatch-reports.csv"' },
      }),
      ...routes,
    },
  });
  act(() => rendered.options.setState({ status: 'ready', options: { ...defaultOptions, ...options } }));
  return rendered;
}

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

const exportCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.endsWith('/reports/export'));

describe('ExportPanel', () => {
  it('counts the matching reports of the chosen organization, following its own filters', async () => {
    const { calls } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Export reports', level: 2 })).toBeTruthy();
    expect(await screen.findByText('12 reports match.')).toBeTruthy();
    // the export covers one organization: no organization filter in its panel
    expect(screen.queryByRole('button', { name: /^Organization/ })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('4 reports match.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Organization'), '2');
    expect(await screen.findByText('3 reports match.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/reports').at(-1)!.body).toMatchObject({
      filters: { verified: [1], organizations: [2] },
      limit: 1,
    });
  });

  it("downloads the chosen format with the filters and saves it under the server's name", async () => {
    const saved = captureDownloads();
    const { calls } = renderPanel();
    await screen.findByText('12 reports match.');
    const formats = screen.getByRole('group', { name: 'Format' });
    expect(Array.from(formats.querySelectorAll('label')).map((label) => label.textContent)).toEqual([
      'CSV (spreadsheet)',
      'GeoJSON (maps)',
      'KML (Google Earth)',
    ]);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'CSV (spreadsheet)' }).checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('fieldwatch-reports.csv');
    expect(await saved[0]!.blob.text()).toBe('id,title\n1,Flooded road\n');
    expect(exportCalls(calls)[0]!.body).toEqual({ filters: { organizations: [1] }, format: 'csv' });
    expect(screen.getByText('The download has started.')).toBeTruthy();
  });

  it('asks for a zip with media, in GeoJSON, and names it when the server does not', async () => {
    const saved = captureDownloads();
    // an empty but complete zip: only its end-of-central-directory record
    const emptyZip = new Uint8Array([0x50, 0x4b, 5, 6, ...new Array<number>(18).fill(0)]);
    const { calls } = renderPanel({}, { 'POST /organization/1/reports/export': () => ({ status: 200, body: new Blob([emptyZip]) }) });
    await screen.findByText('12 reports match.');
    await userEvent.click(screen.getByRole('radio', { name: 'GeoJSON (maps)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include media (zip)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('reports.zip');
    expect(exportCalls(calls)[0]!.body).toEqual({ filters: { organizations: [1] }, format: 'geojson', media: true });
  });

  it('says why a download failed', async () => {
    renderPanel({}, { 'POST /organization/1/reports/export': () => fail(403, 'INSUFFICIENT_PRIVILEGES') });
    await screen.findByText('12 reports match.');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient permissions');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(false);
  });

  it("saves nothing and says so when the file ends with the server's failure marker", async () => {
    const saved = captureDownloads();
    renderPanel(
      {},
      {
        'POST /organization/1/reports/export': () => ({
          status: 200,
          body: `id,title\r\n1,Flooded road\r\n\r\n${exportFailureLine}\r\n`,
          headers: { 'content-type': 'text/csv' },
        }),
      },
    );
    await screen.findByText('12 reports match.');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The export failed before the file was complete. Nothing was saved; please try again.',
    );
    expect(saved).toHaveLength(0);
  });

  it('exports the organization chosen for the admin tabs, without a choice of its own when told', async () => {
    const { session } = renderPanel({}, {}, <ExportPanel organizationPicker={false} />);
    act(() => session.getState().setOrganization(2));
    expect(await screen.findByText('3 reports match.')).toBeTruthy();
    expect(screen.queryByLabelText('Organization')).toBeNull();
  });

  it('hides the organization choice when organizations are not shown, and says when export is off', async () => {
    const { unmount } = renderPanel({ organizations_shown: '0' });
    await screen.findByText('12 reports match.');
    expect(screen.queryByLabelText('Organization')).toBeNull();
    unmount();
    renderPanel({ export_enabled: '0' });
    expect(screen.getByText('Export is switched off on this installation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
