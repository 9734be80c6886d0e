import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoute } from '@fieldwatch/testing/fakeApi';
import { auditRoutes, failingAuditRoutes, sampleAuditEntries } from '@fieldwatch/testing/auditFixtures';
import { sampleUsers } from '@fieldwatch/testing/userFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { AuditLog } from './AuditLog.js';

const admin = sampleUsers[0]!;

function renderLog({
  routes = auditRoutes(),
  pageSize,
  language,
}: { routes?: Record<string, FakeRoute>; pageSize?: number; language?: 'ar' } = {}) {
  const rendered = renderWithFieldwatch(<AuditLog {...(pageSize ? { pageSize } : {})} />, {
    user: admin,
    routes,
    withAlerts: true,
    ...(language ? { language } : {}),
  });
  const listCalls = () => rendered.calls.filter((call) => call.method === 'GET' && call.path === '/audit');
  return { ...rendered, listCalls };
}

const rows = async (caption = 'Audit entries, newest first') => {
  const table = await screen.findByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
};

afterEach(() => vi.restoreAllMocks());

describe('AuditLog', () => {
  it('lists the newest entries first, with time, user, action in words, target, address and details', async () => {
    renderLog();
    const [first, , , fourth, fifth] = await rows();
    expect(within(first!).getByRole('rowheader').textContent).toBe('Report deleted');
    expect(within(first!).getByText('northadmin')).toBeTruthy();
    expect(within(first!).getByText('Report 40')).toBeTruthy();
    expect(within(first!).getByText('203.0.113.7')).toBeTruthy();
    expect(within(first!).getByText('organization_id: 1')).toBeTruthy();
    expect(within(first!).getByRole('time').getAttribute('dateTime')).toBe(sampleAuditEntries[5]!.at);
    expect(within(fourth!).getByText('User 12')).toBeTruthy();
    expect(within(fifth!).getByRole('rowheader').textContent).toBe('Sign-in failed');
    expect(within(fifth!).getByText('No signed-in user')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('6 entries on this page');
    // a change reads as old → new
    const [, , role] = await rows();
    expect(within(role!).getByText('Reader → Organization Admin')).toBeTruthy();
    expect(within(role!).getByText('username: amina')).toBeTruthy();
  });

  it('filters by several actions and text, and says when nothing matches', async () => {
    const { listCalls } = renderLog();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Role changed' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'User created' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'User created' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(new URLSearchParams(listCalls().at(-1)!.search).getAll('action').sort()).toEqual(['user.create', 'user.role']);
    expect((await rows()).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Role changed', 'User created']);

    await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), 'nobody-here');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No entry matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await rows()).toHaveLength(6);
    expect(listCalls().at(-1)!.search).toBe('?limit=50');
  });

  it('refuses a start day after the end day before asking the server', async () => {
    const { listCalls } = renderLog();
    await rows();
    const before = listCalls().length;
    // the date fields are segmented (react-aria): in English month, day, then year
    const typeDay = async (name: string, mmddyyyy: string) => {
      const [first] = within(await screen.findByRole('group', { name })).getAllByRole('spinbutton');
      await userEvent.click(first!);
      await userEvent.keyboard(mmddyyyy);
    };
    await typeDay('From', '03022026');
    await typeDay('To', '03012026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The start date cannot be after the end date')).toBeTruthy();
    expect(listCalls()).toHaveLength(before);
  });

  it('pages with Older and Newer by cursor', async () => {
    const { listCalls } = renderLog({ pageSize: 4 });
    expect(await rows()).toHaveLength(4);
    const pager = screen.getByRole('navigation', { name: 'Pages of the audit log' });
    expect(within(pager).getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    await screen.findByRole('rowheader', { name: 'Signed in' });
    expect((await rows()).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Sign-in failed', 'Signed in']);
    expect(new URLSearchParams(listCalls().at(-1)!.search).get('cursor')).toBe('3');
    expect(within(pager).getByText('Page 2')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Newer' }));
    await screen.findByRole('rowheader', { name: 'Report deleted' });
    expect(await rows()).toHaveLength(4);
    // the new page is read from its table
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Audit entries, newest first' }));
  });

  it('exports the filtered entries as CSV', async () => {
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
    const { calls } = renderLog();
    await rows();
    await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), 'amina');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The download has started')).toBeTruthy();
    expect(calls.find((call) => call.path === '/audit/export.csv')?.query).toEqual({ q: 'amina' });
    expect(saved[0]!.name).toBe('fieldwatch-audit.csv');
    expect(await saved[0]!.blob.text()).toBe('id,action\r\n4,user.role\r\n3,user.create\r\n2,signin.failure');
  });

  it('says when the log cannot be read, and tries again on request', async () => {
    let failing = true;
    const working = auditRoutes();
    renderLog({
      routes: { 'GET /audit': (call) => (failing ? failingAuditRoutes['GET /audit']!(call) : working['GET /audit']!(call)) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The audit log could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(6);
  });

  it('reads in Arabic, actions in words', async () => {
    renderLog({ language: 'ar' });
    const [first] = await rows('إدخالات التدقيق، الأحدث أولًا');
    expect(within(first!).getByRole('rowheader').textContent).toBe('حذف بلاغ');
    // role names in words too
    expect(screen.getByText('قارئ ← مسؤول المنظمة')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'سجل التدقيق' })).toBeTruthy();
  });
});
