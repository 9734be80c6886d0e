import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportsStore, ReportSuggestion } from '@fieldwatch/core';
import { ok, type FakeAnswer, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { useReportsStore } from '../../provider/useReports.js';
import { SearchBar } from './SearchBar.js';

let store: ReportsStore;
/** Hands the provider's reports store to the test once rendered. */
function Probe() {
  const found = useReportsStore();
  useEffect(() => {
    store = found;
  }, [found]);
  return null;
}

const suggestion = (id: number, title: string): ReportSuggestion => ({ id, title, excerpt: `About ${title.toLowerCase()}` });
const latest = [1, 2, 3, 4, 5].map((id) => suggestion(id, `Latest ${id}`));
const floods = [suggestion(11, 'Flooded road'), suggestion(12, 'Flood warning')];

function renderBar(
  suggest: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer> = ({ query }) => ok((query?.q ?? '').length < 2 ? latest : floods),
) {
  const onOpenReport = vi.fn();
  const rendered = renderWithFieldwatch(
    <>
      <Probe />
      <SearchBar onOpenReport={onOpenReport} />
    </>,
    {
      user: makeUser(),
      routes: { 'GET /reports/suggest': suggest, 'POST /reports': () => ({ status: 200, body: { data: [], total: 0, next: null } }) },
    },
  );
  const suggestCalls = () => rendered.calls.filter((call) => call.path === '/reports/suggest');
  const reportCalls = () => rendered.calls.filter((call) => call.path === '/reports');
  return {
    ...rendered,
    onOpenReport,
    suggestCalls,
    reportCalls,
    input: screen.getByRole<HTMLInputElement>('combobox', { name: 'Search reports' }),
  };
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SearchBar', () => {
  it('is a labelled combobox limited to 250 characters that shows the latest reports on focus', async () => {
    const { input, suggestCalls } = renderBar();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.maxLength).toBe(250);
    expect(screen.getByRole('search')).toBeTruthy();

    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Latest reports' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(optionNames()).toEqual(latest.map((s) => `${s.title}${s.excerpt}`));
    expect(suggestCalls()[0]!.query).toEqual({ q: '' });
    expect(screen.getByRole('status').textContent).toBe('5 suggestions, use the up and down arrows to choose');
  });

  it('suggests after a pause in typing, moves with the arrows and opens the chosen report with Enter', async () => {
    const { input, suggestCalls, onOpenReport } = renderBar();
    await userEvent.click(input);
    await screen.findByRole('listbox', { name: 'Latest reports' });
    // the keys follow each other without yielding to timers (`delay: null`), as fast typing does, however busy the machine
    await userEvent.setup({ delay: null }).type(input, 'flo');
    await screen.findByRole('listbox', { name: 'Suggested reports' });
    // one request for the whole word, not one per key
    expect(suggestCalls().map((call) => call.query?.q)).toEqual(['', 'flo']);
    expect(optionNames()).toEqual(['Flooded roadAbout flooded road', 'Flood warningAbout flood warning', 'See all results for “flo”']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onOpenReport).toHaveBeenCalledWith(11);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('applies the search to the list from the see-all option or Enter', async () => {
    const { input, reportCalls } = renderBar();
    await userEvent.type(input, 'flood');
    await screen.findByRole('listbox', { name: 'Suggested reports' });
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'See all results for “flood”' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reportCalls()).toHaveLength(1));
    expect(reportCalls()[0]!.body).toMatchObject({ filters: { search: 'flood' } });
    expect(store.getState().filters.search).toBe('flood');

    await userEvent.clear(input);
    await userEvent.type(input, 'bridge{Enter}');
    await waitFor(() => expect(store.getState().filters.search).toBe('bridge'));
  });

  it('chooses a suggestion with the mouse without losing the focus', async () => {
    const { input, onOpenReport } = renderBar();
    await userEvent.type(input, 'fl');
    await userEvent.click(await screen.findByRole('option', { name: /Flood warning/ }));
    expect(onOpenReport).toHaveBeenCalledWith(12);
    expect(document.activeElement).toBe(input);
  });

  it('closes with Escape, then clears; the clear button also clears the applied search', async () => {
    const { input, reportCalls } = renderBar();
    await userEvent.type(input, 'flood{Enter}');
    await waitFor(() => expect(store.getState().filters.search).toBe('flood'));
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('flood');

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    await waitFor(() => expect(store.getState().filters.search).toBeUndefined());
    expect(reportCalls().at(-1)!.body).toEqual({ filters: {}, limit: 20 });
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('says when the 250-character limit is reached', () => {
    const { input } = renderBar();
    fireEvent.change(input, { target: { value: 'a'.repeat(250) } });
    const describedBy = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe('Search must be 250 characters or fewer');
  });

  it('drops an answer that arrives after a newer one', async () => {
    let releaseSlow: (answer: FakeAnswer) => void = () => {};
    const { input } = renderBar(({ query }) =>
      query?.q === 'fir'
        ? new Promise<FakeAnswer>((resolve) => (releaseSlow = resolve))
        : ok(query?.q === 'fire' ? [suggestion(30, 'Fire at the market')] : []),
    );
    await userEvent.type(input, 'fir');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await userEvent.type(input, 'e');
    await screen.findByRole('option', { name: /Fire at the market/ });
    // an async act: the answer's promise settles before the checks
    await act(() => {
      releaseSlow(ok([suggestion(31, 'Stale answer')]));
      return Promise.resolve();
    });
    expect(screen.queryByRole('option', { name: /Stale answer/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Fire at the market/ })).toBeTruthy();
  });

  it('follows a search applied elsewhere', async () => {
    const { input } = renderBar();
    await act(() => store.getState().search('wells'));
    expect(input.value).toBe('wells');
  });
});
