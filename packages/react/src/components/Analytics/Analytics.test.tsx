import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, encodePoints, pointsMediaType, type Analytics as AnalyticsData, type Options } from '@fieldwatch/core';
import { emptyAnalytics, sampleAnalytics } from '@fieldwatch/testing/analyticsFixtures';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { sampleOrganizations } from '@fieldwatch/testing/organizationFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { Analytics, type AnalyticsProps } from './Analytics.js';

const reader = makeUser({ role: { id: 3, name: 'Reader', capabilities: [] } });
const noPoints = {
  status: 200,
  body: new Blob([
    encodePoints({ ids: new Uint32Array(), lat: new Int32Array(), lng: new Int32Array(), flags: new Uint8Array() }).slice().buffer,
  ]),
  headers: { 'content-type': pointsMediaType },
};

function renderAnalytics({
  props = { map: false },
  answer = sampleAnalytics,
  routes = {},
  options = {},
  language,
}: {
  props?: AnalyticsProps;
  answer?: AnalyticsData | ((range: string) => AnalyticsData);
  routes?: Record<string, FakeRoute>;
  options?: Partial<Options>;
  language?: 'ar' | 'fr';
} = {}) {
  const rendered = renderWithFieldwatch(<Analytics {...props} />, {
    user: reader,
    routes: {
      'GET /analytics': ({ query }) => ok(typeof answer === 'function' ? answer(query?.range ?? '') : answer),
      'GET /organizations': () => ({ status: 200, body: { data: sampleOrganizations.slice(0, 1), total: 1 } }),
      ...routes,
    },
    ...(language ? { language } : {}),
  });
  act(() => rendered.options.setState({ status: 'ready', options: { ...defaultOptions, ...options } }));
  return rendered;
}

const counter = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const tableOf = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) =>
  within(tableOf(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('Analytics', () => {
  it('shows every figure of the answer: counters, weeks, tags, what was done, keywords and top reporters', async () => {
    renderAnalytics();
    expect(await screen.findByText('1,234 reports created from Oct 26, 2026 to Nov 26, 2026')).toBeTruthy();
    expect(counter('Reports')).toBe('1,234');
    expect(counter('Verified')).toBe('567');
    expect(counter('Closed')).toBe('89');
    expect(counter('Urgent')).toBe('42');
    expect(counter('Median time to first verification')).toBe('30 hours');

    expect(rowsOf('Reports per week')).toEqual([
      ['Oct 26, 2026', '210'],
      ['Nov 2, 2026', '305'],
      ['Nov 9, 2026', '0'],
      ['Nov 16, 2026', '412'],
      ['Nov 23, 2026', '307'],
    ]);
    expect(rowsOf('Reports per category')).toEqual([
      ['Flood', '640'],
      ['Landslide', '233'],
      ['Roads', '58'],
    ]);
    expect(rowsOf('What was done')).toEqual([
      ['Reports submitted', '1,234'],
      ['Reports verified', '612'],
      ['Stories created', '15'],
    ]);
    expect(rowsOf('Keywords')).toEqual([
      ['bridge', '97'],
      ['water', '71'],
      ['school', '36'],
    ]);
    expect(rowsOf('Top reporters')).toEqual([
      ['northadmin', '321'],
      ['field.monitor', '118'],
    ]);
  });

  it('gives each chart a table that "Show as table" shows in its place', async () => {
    renderAnalytics();
    await screen.findByRole('table', { name: 'Reports per week' });
    const weeks = screen.getByRole('region', { name: 'Reports per week' });
    const toggle = within(weeks).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // the chart is drawn for the eye only; the table is there for screen readers all along
    expect(weeks.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(weeks.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(within(weeks).getByRole('table', { name: 'Reports per week' })).toBeTruthy();
  });

  it('asks for the range chosen, from the keyboard too, and tells the host', async () => {
    const chosen: string[] = [];
    const { calls } = renderAnalytics({
      props: { map: false, onRangeChange: (range) => chosen.push(range) },
      answer: (range) => ({
        ...sampleAnalytics,
        range: range as AnalyticsData['range'],
        counters: { ...sampleAnalytics.counters, total: range === '3m' ? 3000 : 7 },
      }),
    });
    expect(await screen.findByText('7 reports created from Oct 26, 2026 to Nov 26, 2026')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/analytics').map((call) => call.query)).toEqual([{ range: '7d' }]);

    const group = screen.getByRole('group', { name: 'Period' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Last 7 days', 'Last month', 'Last 3 months']);
    await userEvent.click(within(group).getByRole('radio', { name: 'Last 3 months' }));
    expect(await screen.findByText('3,000 reports created from Oct 26, 2026 to Nov 26, 2026')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/analytics').at(-1)?.query).toEqual({ range: '3m' });

    // arrow keys move between the ranges, as in any radio group
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(calls.filter((call) => call.path === '/analytics').at(-1)?.query).toEqual({ range: '1m' }));
    expect(chosen).toEqual(['3m', '1m']);
  });

  it('follows the range and organization its host keeps (the address)', async () => {
    const { calls } = renderAnalytics({
      props: { map: false, range: '1m', organizationId: 2 },
      routes: { 'GET /organizations': () => ({ status: 200, body: { data: sampleOrganizations, total: sampleOrganizations.length } }) },
    });
    await screen.findByRole('table', { name: 'Keywords' });
    expect(calls.filter((call) => call.path === '/analytics').map((call) => call.query)).toEqual([{ range: '1m', organization: '2' }]);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Last month' }).checked).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Organization' }).value).toBe('2');
  });

  it('offers the organizations the user sees, and all of them at once', async () => {
    const chosen: (number | null)[] = [];
    const { calls } = renderAnalytics({
      props: { map: false, onOrganizationChange: (id) => chosen.push(id) },
      routes: { 'GET /organizations': () => ({ status: 200, body: { data: sampleOrganizations, total: sampleOrganizations.length } }) },
    });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Organization' });
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'All organizations',
      'Field Team North',
      'Field Team South',
      'Coastal Watch',
    ]);
    await userEvent.selectOptions(select, '3');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/analytics').at(-1)?.query).toEqual({ range: '7d', organization: '3' }),
    );
    await userEvent.selectOptions(select, '');
    expect(chosen).toEqual([3, null]);
  });

  it('offers no organization choice with one organization, or while organizations are hidden', async () => {
    const { unmount } = renderAnalytics();
    await screen.findByRole('table', { name: 'Keywords' });
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();

    const { calls } = renderAnalytics({
      props: { map: false, organizationId: 2 },
      options: { organizations_shown: '0' },
      routes: { 'GET /organizations': () => ({ status: 200, body: { data: sampleOrganizations, total: 3 } }) },
    });
    await screen.findByRole('table', { name: 'Keywords' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(calls.filter((call) => call.path === '/analytics').at(-1)?.query).toEqual({ range: '7d' });
  });

  it('says when the range is empty, chart by chart and table by table', async () => {
    renderAnalytics({ answer: emptyAnalytics });
    expect(await screen.findByText('No reports created from Oct 26, 2026 to Nov 26, 2026')).toBeTruthy();
    expect(counter('Reports')).toBe('0');
    expect(counter('Median time to first verification')).toBe('None verified');
    expect(screen.getByText('No report of this period has a category.')).toBeTruthy();
    expect(screen.getByText('Nothing was done in this period.')).toBeTruthy();
    expect(screen.getByText('No words to show for this period.')).toBeTruthy();
    expect(screen.getByText('Nobody created a report in this period.')).toBeTruthy();
    // every week is still there, at 0
    expect(rowsOf('Reports per week').map((row) => row[1])).toEqual(['0', '0', '0', '0', '0']);
  });

  it('says it is loading, then that it failed, and tries again on demand', async () => {
    let answer: () => ReturnType<FakeRoute> = () => fail(500, 'SERVER_ERROR');
    renderAnalytics({ routes: { 'GET /analytics': () => answer() } });
    expect(screen.getByRole('status').textContent).toBe('Loading analytics…');
    expect((await screen.findByRole('alert')).textContent).toContain('The analytics could not be loaded.');
    answer = () => ok(sampleAnalytics);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Keywords' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('formats numbers, dates and durations in French', async () => {
    renderAnalytics({
      language: 'fr',
      answer: { ...sampleAnalytics, counters: { ...sampleAnalytics.counters, median_hours_to_verification: 60 } },
    });
    const number = new Intl.NumberFormat('fr');
    expect(await screen.findByRole('table', { name: 'Mots-clés' })).toBeTruthy();
    expect(counter('Rapports')).toBe(number.format(1234));
    expect(number.format(1234)).not.toBe('1,234');
    // French puts a no-break space between a number and its unit
    expect(counter('Délai médian avant la première vérification')?.replace(/\s/g, ' ')).toBe('2,5 jours');
    expect(rowsOf('Rapports par catégorie').map((row) => row[0])).toEqual(['Inondation', 'Glissement de terrain', 'Roads']);
    expect(rowsOf('Rapports par semaine')[0]).toEqual(['26 oct. 2026', '210']);
  });

  it('speaks Arabic: numbers formatted for Arabic, names in Arabic or the default language', async () => {
    renderAnalytics({ language: 'ar' });
    const number = new Intl.NumberFormat('ar');
    expect(await screen.findByRole('table', { name: 'الكلمات المفتاحية' })).toBeTruthy();
    expect(counter('البلاغات')).toBe(number.format(1234));
    expect(screen.getByRole('group', { name: 'الفترة' })).toBeTruthy();
    // a tag without an Arabic name falls back to the default language's
    expect(rowsOf('البلاغات حسب الفئة').map((row) => row[0])).toEqual(['فيضان', 'Landslide', 'Roads']);
    expect(rowsOf('البلاغات في كل أسبوع')[0]?.[1]).toBe(number.format(210));
  });

  it('puts the range on the map: its days, and the organization chosen', async () => {
    const { calls } = renderAnalytics({
      props: { organizationId: 2 },
      routes: {
        'GET /organizations': () => ({ status: 200, body: { data: sampleOrganizations, total: 3 } }),
        'POST /reports/geo': () => noPoints,
        'GET /layers': () => ({ status: 200, body: { data: [], total: 0 } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Map of the period' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/reports/geo')).toBe(true));
    expect((calls.find((call) => call.path === '/reports/geo')!.body as { filters: unknown }).filters).toEqual({
      start_date: '2026-10-26',
      end_date: '2026-11-26',
      organizations: [2],
    });
    // the dashboard's own reports list is not asked for
    expect(calls.some((call) => call.path === '/reports')).toBe(false);
  });
});
