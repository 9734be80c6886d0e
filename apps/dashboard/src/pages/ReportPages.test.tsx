import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Report, User } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { makeEntry, makeReport, mobileUser, readerUser, tagGroups } from '@fieldwatch/testing/reportDetailFixtures';
import { renderDashboard, startUpAnswers } from '../testing/renderDashboard.js';

/** The dashboard in memory with the report endpoints faked; the report keeps its state between calls. */
function renderAt(path: string, { user = makeUser(), extra = {} }: { user?: User; extra?: Record<string, FakeRoute> } = {}) {
  let stored = makeReport();
  return renderDashboard(path, {
    user,
    routes: {
      ...startUpAnswers(user),
      'GET /taxonomy/groups': () => ok(tagGroups),
      'GET /report/42': () => ok(stored),
      'GET /report/42/activity': () => ({ status: 200, body: { data: [makeEntry(1, { event: 'created' })], total: 1 } }),
      'POST /organization/1/report': ({ body }: RecordedCall) => {
        stored = makeReport({ ...(body as Partial<Report>), status: 'draft' });
        return { status: 201, body: { data: stored } };
      },
      'PUT /organization/1/report/42': ({ body }: RecordedCall) => {
        stored = { ...stored, ...(body as Partial<Report>) };
        return ok(stored);
      },
      ...extra,
    },
  });
}

describe('/new-report', () => {
  it('opens the form for an editor, with Reports highlighted in the navigation', async () => {
    renderAt('/new-report');
    expect(await screen.findByRole('heading', { name: 'New report' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['Reader', readerUser],
    ['Mobile', mobileUser],
  ])('is out of reach for a %s user', async (_role, user) => {
    const { path } = renderAt('/new-report', { user });
    await waitFor(() => expect(path()).toBe('/not-found'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('saves, says so and opens the new report', async () => {
    const { path } = renderAt('/new-report');
    await userEvent.type(await screen.findByLabelText('Title'), 'Flooded road');
    await userEvent.type(screen.getByLabelText('Description'), 'Water on the road');
    await userEvent.type(screen.getByLabelText('Latitude'), '51.5285582');
    await userEvent.type(screen.getByLabelText('Longitude'), '-0.2416815');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report created')).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/report/42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flooded road' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before leaving with unsaved input: Go back stays, Leave goes', async () => {
    const { path } = renderAt('/new-report');
    await userEvent.type(await screen.findByLabelText('Title'), 'Half typed');
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(path()).toBe('/new-report');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Half typed');

    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('asks the browser before the tab closes with unsaved input, and not without', async () => {
    renderAt('/new-report');
    const title = await screen.findByLabelText('Title');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(title, 'x');
    expect(unload()).toBe(true);
  });
});

describe('/report/:id', () => {
  it('shows the report and puts every change into the shared list', async () => {
    const { services } = renderAt('/report/42');
    services.reports.setState({ items: [makeReport()], total: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flooded road near the market' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Flooded road near the market · Fieldwatch'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(services.reports.getState().items[0]?.verified).toBe(true));
  });

  it('goes back to /dashboard with an error alert when the report cannot be fetched', async () => {
    const { path } = renderAt('/report/999');
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(await screen.findByText('Resource not found')).toBeTruthy();
  });

  it('goes back to /dashboard for an id that is not one', async () => {
    const { path } = renderAt('/report/abc');
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('guards an edit with unsaved changes too', async () => {
    const { path } = renderAt('/report/42', { extra: { 'GET /report/42': () => ok(makeReport()) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(await screen.findByLabelText('Title'), '!');
    fireEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(path()).toBe('/report/42');
  });

  it('lets a Reader read a report', async () => {
    renderAt('/report/42', { user: readerUser, extra: { 'GET /report/42': () => ok(makeReport()) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flooded road near the market' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('leaves after the report is deleted', async () => {
    const admin = makeUser({ id: 1, username: 'admin', role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] });
    const { path, services } = renderAt('/report/42', { user: admin, extra: { 'DELETE /organization/1/report/42': () => ok(true) } });
    services.reports.setState({ items: [makeReport()], total: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete report' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(services.reports.getState().items).toHaveLength(0);
  });

  it('treats a missing report the same way as a server error', async () => {
    const { path } = renderAt('/report/42', { extra: { 'GET /report/42': () => fail(500, 'SERVER_ERROR') } });
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(await screen.findByText('An internal error has occurred while processing your request')).toBeTruthy();
  });
});
