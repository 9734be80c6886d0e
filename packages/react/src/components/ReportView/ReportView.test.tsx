import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Options, Report, User } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import {
  adminUser,
  makeEntry,
  makeFolder,
  makeMedia,
  makeReport,
  mobileUser,
  organizationUsers,
  readerUser,
  tagGroups,
} from '@fieldwatch/testing/reportDetailFixtures';
import { renderReportScreen } from '../../../test/renderReportDetail.js';
import { ReportView, type ReportViewProps } from './ReportView.js';

interface Setup {
  report?: Report;
  user?: User;
  options?: Partial<Options>;
  routes?: Record<string, FakeRoute>;
  props?: Partial<ReportViewProps>;
}

/** The report screen against a fake API that keeps the report's state between calls. */
function renderView({ report = makeReport(), user = makeUser(), options, routes = {}, props = {} }: Setup = {}) {
  let stored = report;
  const onReportChange = vi.fn<(report: Report) => void>();
  const onDeleted = vi.fn();
  const rendered = renderReportScreen(<ReportView reportId={42} onReportChange={onReportChange} onDeleted={onDeleted} {...props} />, {
    user,
    options,
    routes: {
      'GET /report/42': () => ok(stored),
      'GET /taxonomy/groups': () => ok(tagGroups),
      'GET /report/42/activity': () => ({ status: 200, body: { data: [makeEntry(1, { event: 'created' })], total: 1 } }),
      'PUT /organization/1/report/42': ({ body }: RecordedCall) => {
        const changes = body as Partial<Report> & { assignee?: number };
        const assignee = changes.assignee ? (organizationUsers.find((u) => u.id === changes.assignee) ?? null) : stored.assignee;
        stored = {
          ...stored,
          ...changes,
          assignee: assignee ? { id: assignee.id, username: assignee.username } : null,
          lifecycle: 'started',
        };
        return ok(stored);
      },
      'PUT /organization/1/report/42/close': () => {
        stored = { ...stored, lifecycle: 'closed' };
        return ok(stored);
      },
      'DELETE /organization/1/report/42': () => ok(true),
      'GET /organization/1/folders': () => ({ status: 200, body: { data: [makeFolder(3, 'Floods'), makeFolder(4, 'Roads')], total: 2 } }),
      'POST /organization/1/folder/3/add': () => ok(makeFolder(3, 'Floods')),
      'GET /organization/1/users': () => ({ status: 200, body: { data: organizationUsers, total: 2 } }),
      ...routes,
    },
  });
  const callsTo = (method: string, path: string) => rendered.calls.filter((c) => c.method === method && c.path === path);
  return { ...rendered, onReportChange, onDeleted, callsTo };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const ready = () => screen.findByRole('heading', { level: 1 });

describe('ReportView', () => {
  it('shows urgency, date, status, visibility, people, categories, description, location, evidence and activity', async () => {
    const report = makeReport({
      urgency: 'critical',
      urgent: true,
      verified: true,
      visibility: 'public',
      assignee: { id: 12, username: 'fieldlead' },
      media: [
        makeMedia({ id: 1, name: 'road.jpg' }),
        makeMedia({ id: 2, name: 'memo.pdf', type: 'document', mime: 'application/pdf', sizes: [] }),
      ],
    });
    const { onReportChange } = renderView({ report });
    expect((await ready()).textContent).toBe('Flooded road near the market');
    expect(screen.getByText('Urgency: Critical')).toBeTruthy();
    const facts = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(facts).toEqual(
      expect.arrayContaining(['2026-03-04 5:06 (UTC)', 'In ProgressVerified', 'Public', 'monitor1', 'fieldlead', 'Field Team North']),
    );
    expect(await screen.findByText('Flood')).toBeTruthy();
    expect(screen.getByText('Roads')).toBeTruthy();
    expect(screen.getByText('Homes')).toBeTruthy();
    expect(screen.getByText('Bridge 4')).toBeTruthy();
    expect(screen.getByText(/Water is knee-deep/)).toBeTruthy();
    expect(screen.getByRole('figure').textContent).toContain('51.5286, -0.2417');
    expect(screen.getByRole('button', { name: 'Open image: road.jpg' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /memo\.pdf/ })).toBeTruthy();
    expect(await screen.findByText('northadmin created the report')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a comment' })).toBeTruthy();
    expect(onReportChange).toHaveBeenCalledWith(report);
  });

  it('verifies and unverifies, and the activity refreshes', async () => {
    const { callsTo } = renderView();
    await ready();
    await userEvent.click(button('Verify'));
    expect(await screen.findByText('Report verified')).toBeTruthy();
    expect(callsTo('PUT', '/organization/1/report/42')[0]?.body).toEqual({ verified: true });
    await waitFor(() => expect(callsTo('GET', '/report/42/activity')).toHaveLength(2));
    await userEvent.click(button('Unverify'));
    expect(await screen.findByText('Report marked as unverified')).toBeTruthy();
  });

  it('toggles the public flag', async () => {
    const { callsTo } = renderView();
    await ready();
    await userEvent.click(button('Make public'));
    await screen.findByRole('button', { name: 'Make private' });
    expect(callsTo('PUT', '/organization/1/report/42')[0]?.body).toEqual({ visibility: 'public' });
  });

  it('closes after a confirmation, then hides verify, edit, assign, urgency and close', async () => {
    const { callsTo } = renderView({ report: makeReport({ urgency: 'moderate' }) });
    await ready();
    await userEvent.click(button('Close report'));
    const dialog = screen.getByRole('alertdialog', { name: 'Close this report?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close report' }));
    expect(await screen.findByText('Report closed')).toBeTruthy();
    expect(callsTo('PUT', '/organization/1/report/42/close')).toHaveLength(1);
    for (const name of ['Verify', 'Edit', 'Close report']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('Urgency: Urgent')).toBeNull();
    expect(screen.getByText('This report was closed and will be reopened.')).toBeTruthy();
    await userEvent.click(button('See activity'));
    const activity = screen.getByRole('dialog', { name: 'Activity' });
    expect(within(activity).queryByLabelText('Assign to')).toBeNull();
    expect(within(activity).queryByLabelText('Urgency')).toBeNull();
  });

  it('needs option lifecycle_enabled to close, folders_enabled to add to folders', async () => {
    renderView({ options: { lifecycle_enabled: '0', folders_enabled: '0' } });
    await ready();
    expect(screen.queryByRole('button', { name: 'Close report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to folders' })).toBeNull();
    expect(button('Verify')).toBeTruthy();
  });

  it('shows a Reader the report and its activity, and no controls', async () => {
    renderView({ user: readerUser });
    await ready();
    for (const name of ['Verify', 'Make public', 'Edit', 'Close report', 'Add to folders', 'Delete report']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
    expect(button('See activity')).toBeTruthy();
    expect(await screen.findByText('northadmin created the report')).toBeTruthy();
  });

  it('gives no controls to an editor of another organization, nor to a Mobile user', async () => {
    const outsider = makeUser({ organizations: [{ id: 2, name: 'Field Team South' }] });
    renderView({ user: outsider });
    await ready();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete report' })).toBeNull();
  });

  it('lets an admin-level user delete after a warning', async () => {
    const { callsTo, onDeleted } = renderView({ user: adminUser });
    await ready();
    await userEvent.click(button('Delete report'));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this report?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(callsTo('DELETE', '/organization/1/report/42')).toHaveLength(1);
    expect(await screen.findByText('Report deleted')).toBeTruthy();
  });

  it('adds the report to the folders chosen, and needs at least one', async () => {
    const { callsTo } = renderView();
    await ready();
    await userEvent.click(button('Add to folders'));
    const dialog = screen.getByRole('dialog', { name: 'Add to folders' });
    const add = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add' });
    expect(add.disabled).toBe(true);
    await userEvent.click(await within(dialog).findByLabelText(/Floods/));
    expect(add.disabled).toBe(false);
    await userEvent.click(add);
    expect(await screen.findByText('Report added to the folder')).toBeTruthy();
    expect(callsTo('POST', '/organization/1/folder/3/add')[0]?.body).toEqual({ reports: [42] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the assignee and the urgency from the activity modal, each needing a choice', async () => {
    const { callsTo, onReportChange } = renderView();
    await ready();
    await userEvent.click(button('See activity'));
    const dialog = screen.getByRole('dialog', { name: 'Activity' });
    const assign = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Assign' });
    expect(assign.disabled).toBe(true);
    await within(dialog).findByRole('option', { name: 'fieldlead (Kofi Mensah)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Assign to'), '12');
    await userEvent.click(assign);
    expect(await screen.findByText('Report assigned to fieldlead')).toBeTruthy();
    expect(callsTo('PUT', '/organization/1/report/42')[0]?.body).toEqual({ assignee: 12 });

    const setUrgency = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Set urgency' });
    expect(setUrgency.disabled).toBe(true);
    await userEvent.selectOptions(within(dialog).getByLabelText('Urgency'), 'critical');
    await userEvent.click(setUrgency);
    expect(await screen.findByText('Urgency set to Critical')).toBeTruthy();
    expect(callsTo('PUT', '/organization/1/report/42')[1]?.body).toEqual({ urgency: 'critical' });
    expect(onReportChange).toHaveBeenLastCalledWith(expect.objectContaining({ urgency: 'critical' }));
  });

  it('hides assignment and urgency when their options are off', async () => {
    renderView({ options: { assignment_enabled: '0', urgency_enabled: '0' } });
    await ready();
    await userEvent.click(button('See activity'));
    const dialog = screen.getByRole('dialog', { name: 'Activity' });
    expect(within(dialog).queryByLabelText('Assign to')).toBeNull();
    expect(within(dialog).queryByLabelText('Urgency')).toBeNull();
  });

  it('edits in place, sends the changed fields and shows the result', async () => {
    const { callsTo, onReportChange } = renderView();
    await ready();
    await userEvent.click(button('Edit'));
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Road reopened');
    await userEvent.click(button('Save'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Road reopened' })).toBeTruthy();
    expect(callsTo('PUT', '/organization/1/report/42')[0]?.body).toEqual({ title: 'Road reopened' });
    expect(onReportChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Road reopened' }));
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('asks before leaving an edit with unsaved changes', async () => {
    const onDirtyChange = vi.fn();
    renderView({ props: { onDirtyChange } });
    await ready();
    await userEvent.click(button('Edit'));
    await userEvent.type(await screen.findByLabelText('Title'), '!');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(button('Cancel'));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Flooded road near the market!');
    await userEvent.click(button('Cancel'));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('reloads the report after a comment, since a comment reopens it', async () => {
    const { callsTo } = renderView({
      report: makeReport({ lifecycle: 'closed' }),
      routes: {
        'POST /report/42/comment': ({ body }: RecordedCall) => ({
          status: 201,
          body: { data: { id: 77, content: (body as { content: string }).content } },
        }),
        'PUT /comment/77': () => ok({ id: 77, status: 'published' }),
      },
    });
    await ready();
    await userEvent.type(screen.getByLabelText('Comment'), 'Still flooded');
    await userEvent.click(button('Post comment'));
    await waitFor(() => expect(callsTo('GET', '/report/42')).toHaveLength(2));
    await waitFor(() => expect(callsTo('GET', '/report/42/activity')).toHaveLength(2));
  });

  it('tells its host when the report cannot be fetched', async () => {
    const onLoadError = vi.fn();
    renderView({ routes: { 'GET /report/42': () => fail(404, 'RESOURCE_NOT_FOUND') }, props: { onLoadError } });
    await waitFor(() => expect(onLoadError).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading the report…')).toBeTruthy();
  });

  it('gives a Mobile user no controls', async () => {
    renderView({ user: mobileUser });
    await ready();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
