import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createClient, createReportsStore, defaultOptions, type Options, type ReportsStore } from '@fieldwatch/core';
import { ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { members, organizations, tagGroups } from '@fieldwatch/testing/reportFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { useReportsStore } from '../../provider/useReports.js';
import { ReportFilters, type ReportFiltersProps } from './ReportFilters.js';

let shared: ReportsStore;
/** Hands the provider's reports store to the test once rendered. */
function Probe() {
  const found = useReportsStore();
  useEffect(() => {
    shared = found;
  }, [found]);
  return null;
}

const routes: Record<string, FakeRoute> = {
  'GET /organizations': () => ok(organizations),
  'GET /organization/1/users': () => ok(members),
  'GET /organization/2/users': () => ok([members[0]]),
  'GET /taxonomy/groups': () => ok(tagGroups),
  'GET /organization/1/folders': () => ok([]),
  'POST /reports': () => ({ status: 200, body: { data: [], total: 0, next: null } }),
};

function renderFilters(props: ReportFiltersProps = {}, options: Partial<Options> = {}, language: 'en' | 'fr' = 'en') {
  const rendered = renderWithFieldwatch(
    <>
      <Probe />
      <ReportFilters {...props} />
    </>,
    { user: makeUser(), routes, language },
  );
  act(() => rendered.options.setState({ status: 'ready', options: { ...defaultOptions, ...options } }));
  return rendered;
}

const reportCalls = (calls: { path: string; body: unknown }[]) => calls.filter((call) => call.path === '/reports');
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('ReportFilters', () => {
  it('has the Date, Status, Assignment and Tags sections as labelled groups, and the folders', async () => {
    renderFilters();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    for (const name of ['Date', 'Status', 'Progress', 'Urgency', 'Verification status', 'Visibility', 'Assignment']) {
      expect(screen.getByRole('group', { name })).toBeTruthy();
    }
    // the localized date fields are a chunk of their own: the first test of the file waits for it to load
    expect(await screen.findByRole('group', { name: 'From' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'To' })).toBeTruthy();
    const progress = within(screen.getByRole('group', { name: 'Progress' }));
    expect(progress.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['New', 'In Progress', 'Closed']);
    const urgency = within(screen.getByRole('group', { name: 'Urgency' }));
    expect(urgency.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Important', 'Urgent', 'Critical']);
    for (const name of [/^Author/, /^Assignee/, /^Organization/]) expect(screen.getByRole('button', { name })).toBeTruthy();
    // two non-text tag groups (the text group has no selector)
    expect(await screen.findByRole('group', { name: 'Tags' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Category/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Needs/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Notes/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Folders', level: 3 })).toBeTruthy();
    expect(await screen.findByText('No folders yet.')).toBeTruthy();
  });

  it('shows only the sections whose option is on', async () => {
    renderFilters(
      {},
      { lifecycle_enabled: '0', urgency_enabled: '0', assignment_enabled: '0', organizations_shown: '0', folders_enabled: '0' },
    );
    await screen.findByRole('group', { name: 'Tags' });
    expect(screen.queryByRole('group', { name: 'Progress' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Urgency' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Verification status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Author/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Assignee/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Organization/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Folders' })).toBeNull();
  });

  it('applies the draft, counts the active filters in the header, and resets', async () => {
    const { calls } = renderFilters();
    const header = screen.getByRole('button', { name: /^Filters/ });
    expect(header.textContent).toContain('no active filters');

    await userEvent.click(screen.getByRole('checkbox', { name: 'In Progress' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unverified' }));
    await userEvent.click(screen.getByRole('button', { name: /^Author/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ravi Kumar (reader)' }));
    // a draft is not yet a filter
    expect(header.textContent).toContain('no active filters');
    expect(reportCalls(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(1));
    expect(reportCalls(calls)[0]!.body).toEqual({ filters: { lifecycle: ['inprogress'], verified: [0], authors: [9] }, limit: 20 });
    expect(header.textContent).toContain('3 active filters');
    expect(shared.getState().filters).toEqual({ lifecycle: ['inprogress'], verified: [0], authors: [9] });

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(2));
    expect(reportCalls(calls)[1]!.body).toEqual({ filters: {}, limit: 20 });
    expect(header.textContent).toContain('no active filters');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'In Progress' }).checked).toBe(false);
  });

  it('puts the date rules beside the fields and does not apply until they hold', async () => {
    const { calls } = renderFilters();
    /** Types an ISO day into the English field's parts (month, day, year); returns its first part. */
    const typeDay = async (name: string, iso: string) => {
      const [first] = within(await screen.findByRole('group', { name })).getAllByRole('spinbutton');
      await userEvent.click(first!);
      const [year, month, day] = iso.split('-');
      await userEvent.keyboard(`${month}${day}${year}`);
      return first!;
    };
    const describedBy = (part: HTMLElement) =>
      (part.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .filter(Boolean);

    const start = await typeDay('From', isoDay(-2));
    const end = await typeDay('To', isoDay(-5));
    expect(describedBy(start)).toContain('The start date cannot be after the end date');
    expect(start.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(document.activeElement).toBe(start);
    expect(reportCalls(calls)).toHaveLength(0);

    await typeDay('To', isoDay(3));
    expect(describedBy(end)).toContain('The date cannot be after today');
    expect(start.getAttribute('aria-invalid')).not.toBe('true');

    await typeDay('To', isoDay(-1));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(1));
    expect(reportCalls(calls)[0]!.body).toMatchObject({ filters: { start_date: isoDay(-2), end_date: isoDay(-1) } });
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toContain('1 active filter');
  });

  it('keeps the chosen tags of every group in one list, named in the interface language', async () => {
    const { calls } = renderFilters({}, {}, 'fr');
    await userEvent.click(await screen.findByRole('button', { name: /^Catégorie/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Incendie' }));
    const needs = screen.getByRole('button', { name: /^Needs/ });
    await userEvent.click(needs);
    const shelter = screen.getByRole('checkbox', { name: 'Shelter' });
    expect(shelter.closest('label')?.querySelector('[lang]')?.getAttribute('lang')).toBe('en');
    await userEvent.click(shelter);
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(1));
    expect(reportCalls(calls)[0]!.body).toMatchObject({ filters: { taxonomies: [12, 22] } });
  });

  it('collapses and expands from its header, by keyboard too', async () => {
    renderFilters({ defaultOpen: false });
    const header = screen.getByRole('button', { name: /^Filters/ });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Date' })).toBeNull();
    header.focus();
    await userEvent.keyboard('{Enter}');
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Date' })).toBeTruthy();
  });

  it('folds after Apply when asked to (a phone, where the list is below)', async () => {
    const { calls } = renderFilters({ collapseOnApply: true });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Closed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Filters/ }).getAttribute('aria-expanded')).toBe('false'));
    expect(reportCalls(calls)[0]!.body).toMatchObject({ filters: { lifecycle: ['closed'] } });
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toContain('1 active filter');
  });

  it('edits the store it is given, leaving the shared one alone', async () => {
    const own = createReportsStore(createClient({ baseURL: '/api' }), { pageSize: 1 });
    const { calls } = renderFilters({ store: own });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(own.getState().filters).toEqual({ verified: [1] }));
    expect(shared.getState().filters).toEqual({});
    expect(shared.getState().draft).toEqual({});
    expect(reportCalls(calls).at(-1)!.body).toMatchObject({ filters: { verified: [1] }, limit: 1 });
  });
});
