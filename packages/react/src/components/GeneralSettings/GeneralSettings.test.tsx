import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Options } from '@fieldwatch/core';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { GeneralSettings } from './GeneralSettings.js';
import { matchingTimeZones, timeZoneChoices, timeZoneNames, utcOffset } from './timeZones.js';

function renderSettings(options: Partial<Options> = {}, language?: 'ar') {
  const fake = settingsRoutes(options);
  const rendered = renderWithFieldwatch(<GeneralSettings />, {
    user: administrator,
    routes: fake.routes,
    ...(language ? { language } : {}),
  });
  return { ...rendered, stored: fake.stored, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

const zoneSelect = () => screen.getByLabelText<HTMLSelectElement>('Time zone of the deployment');
const search = () => screen.getByLabelText('Find a time zone');
const listed = () => Array.from(zoneSelect().options).map((o) => o.textContent);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('GeneralSettings', () => {
  it('shows the stored time zone with its offset from UTC, among every zone the browser knows', async () => {
    renderSettings({ timezone: 'Asia/Kolkata' });
    expect(await screen.findByRole('heading', { name: 'General settings' })).toBeTruthy();
    expect(zoneSelect().value).toBe('Asia/Kolkata');
    expect(zoneSelect().selectedOptions[0]?.textContent).toBe('Asia/Kolkata (UTC+05:30)');
    expect(zoneSelect().options.length).toBeGreaterThan(100);
    expect(listed()).toContain('UTC (UTC+00:00)');
  });

  it('finds a zone by part of its name, keeps the chosen one listed, and saves the new one alone', async () => {
    const { puts, stored } = renderSettings({ timezone: 'Asia/Kolkata' });
    await screen.findByRole('heading', { name: 'General settings' });
    await userEvent.type(search(), 'tokyo');
    expect(screen.getByRole('status').textContent).toBe('Time zones that match: 1');
    expect(listed()).toEqual(['Asia/Kolkata (UTC+05:30)', 'Asia/Tokyo (UTC+09:00)']);
    await userEvent.selectOptions(zoneSelect(), 'Asia/Tokyo');
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(puts()[0]!.body).toEqual([{ name: 'timezone', value: 'Asia/Tokyo' }]);
    expect(stored().timezone).toBe('Asia/Tokyo');
  });

  it('reads a space as the underscore of a zone name', async () => {
    renderSettings();
    await screen.findByRole('heading', { name: 'General settings' });
    await userEvent.type(search(), 'new york');
    await waitFor(() => expect(listed()).toContain('America/New York (UTC' + utcOffset('America/New_York', new Date())! + ')'));
    expect(zoneSelect().value).toBe('Europe/London');
  });

  it('says so instead of saving when the time zone did not change', async () => {
    const { puts } = renderSettings();
    await screen.findByRole('heading', { name: 'General settings' });
    await save();
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('reads in Arabic, the zone names left to right', async () => {
    renderSettings({}, 'ar');
    expect(await screen.findByRole('heading', { name: 'الإعدادات العامة' })).toBeTruthy();
    expect(screen.getByLabelText('المنطقة الزمنية للنشر').getAttribute('dir')).toBe('ltr');
  });
});

describe('time zones', () => {
  it('falls back to a short list, UTC first, when the runtime cannot list its zones', () => {
    const names = timeZoneNames({});
    expect(names[0]).toBe('UTC');
    expect(names).toContain('Europe/London');
    expect(timeZoneNames()).toContain('UTC');
  });

  it('gives offsets as +hh:mm, keeps a stored zone the list lacks, and matches every word', () => {
    const january = new Date('2026-01-15T12:00:00Z');
    expect(utcOffset('Europe/London', january)).toBe('+00:00');
    expect(utcOffset('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe('+01:00');
    expect(utcOffset('America/St_Johns', january)).toBe('-03:30');
    expect(utcOffset('Mars/Olympus', january)).toBeNull();
    const choices = timeZoneChoices(january, ['Etc/GMT+3'], ['Asia/Tokyo', 'America/New_York']);
    expect(choices.map((choice) => choice.zone)).toEqual(['Asia/Tokyo', 'America/New_York', 'Etc/GMT+3']);
    expect(matchingTimeZones(choices, 'America  new').map((choice) => choice.zone)).toEqual(['America/New_York']);
    expect(matchingTimeZones(choices, '+09:00').map((choice) => choice.zone)).toEqual(['Asia/Tokyo']);
    expect(matchingTimeZones(choices, ' ')).toHaveLength(3);
  });
});
