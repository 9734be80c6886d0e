import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, type Options } from '@fieldwatch/core';
import { fail } from '@fieldwatch/testing/fakeApi';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { DashboardSettings } from './DashboardSettings.js';
import { dashboardSettingsChanges, dashboardSettingsValues } from './dashboardSettingsValues.js';

function renderSettings(options: Partial<Options> = {}, language?: 'ar') {
  const fake = settingsRoutes(options);
  const rendered = renderWithFieldwatch(<DashboardSettings />, {
    user: administrator,
    routes: fake.routes,
    ...(language ? { language } : {}),
  });
  return { ...rendered, stored: fake.stored, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const heading = () => screen.findByRole('heading', { name: 'Dashboard configuration' });
const ruled = ['Assignment', 'Urgency', 'Progress', 'Updates in the mobile app'];
const forcedOffNote = 'Turned off because updates are off';

describe('DashboardSettings', () => {
  it.each([
    ['Analytics', 'analytics_enabled'],
    ['Messaging', 'broadcasts_enabled'],
    ['Organizations', 'organizations_shown'],
    ['Stories', 'stories_enabled'],
    ['Folders', 'folders_enabled'],
    ['Export', 'export_enabled'],
    ['Import', 'import_enabled'],
    ['Updates', 'updates_enabled'],
    ['Assignment', 'assignment_enabled'],
    ['Urgency', 'urgency_enabled'],
    ['Progress', 'lifecycle_enabled'],
    ['Updates in the mobile app', 'mobile_updates_enabled'],
  ] as const)('turns %s off alone, and the options store holds it at once', async (label, name) => {
    const { puts, stored, options } = renderSettings();
    await heading();
    expect(box(label).checked).toBe(true);
    await userEvent.click(box(label));
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(puts()[0]!.body).toEqual([{ name, value: '0' }]);
    expect(stored()[name]).toBe('0');
    expect(options.getState().options?.[name]).toBe('0');
  });

  it('shows what updates rule off and locked while updates are off, and sends only updates', async () => {
    const { puts, stored } = renderSettings({ urgency_enabled: '0' });
    await heading();
    expect(screen.queryByText(forcedOffNote)).toBeNull();
    await userEvent.click(box('Updates'));
    for (const label of ruled) {
      expect(box(label).checked).toBe(false);
      expect(box(label).disabled).toBe(true);
    }
    expect(screen.getAllByText(forcedOffNote)).toHaveLength(4);
    expect(box('Assignment').getAttribute('aria-describedby')).toContain(screen.getAllByText(forcedOffNote)[0]!.id);
    // updates on again: each comes back as it was
    await userEvent.click(box('Updates'));
    expect([box('Assignment').checked, box('Urgency').checked]).toEqual([true, false]);
    await userEvent.click(box('Updates'));
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([{ name: 'updates_enabled', value: '0' }]);
    // the server turned them off too
    expect(stored()).toMatchObject({ assignment_enabled: '0', lifecycle_enabled: '0', mobile_updates_enabled: '0' });
    expect(box('Assignment').disabled).toBe(true);
  });

  it('turns updates back on with what they rule, each sent', async () => {
    const { puts } = renderSettings({
      updates_enabled: '0',
      assignment_enabled: '0',
      urgency_enabled: '0',
      lifecycle_enabled: '0',
      mobile_updates_enabled: '0',
    });
    await heading();
    expect(box('Urgency').disabled).toBe(true);
    await userEvent.click(box('Updates'));
    expect(box('Urgency').disabled).toBe(false);
    expect(box('Urgency').checked).toBe(false);
    await userEvent.click(box('Urgency'));
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([
      { name: 'updates_enabled', value: '1' },
      { name: 'urgency_enabled', value: '1' },
    ]);
  });

  it('shows a value the server refuses beside its switch', async () => {
    const fake = settingsRoutes();
    renderWithFieldwatch(<DashboardSettings />, {
      user: administrator,
      routes: { ...fake.routes, 'PUT /options': () => fail(400, 'VALIDATION_ERROR', { fields: { '0.value': 'invalidValue' } }) },
    });
    await heading();
    await userEvent.click(box('Stories'));
    await save();
    await waitFor(() => expect(box('Stories').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(box('Stories'));
  });

  it('reads in Arabic', async () => {
    renderSettings({ updates_enabled: '0' }, 'ar');
    expect(await screen.findByRole('heading', { name: 'إعدادات لوحة التحكم' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'التكليف' }).disabled).toBe(true);
    expect(screen.getAllByText('موقوف لأن التحديثات موقوفة')).toHaveLength(4);
  });
});

describe('dashboard settings values', () => {
  it('never sends what updates rule while they are off', () => {
    const values = { ...dashboardSettingsValues(defaultOptions), updates_enabled: false, urgency_enabled: false, folders_enabled: false };
    expect(dashboardSettingsChanges(defaultOptions, values)).toEqual([
      { name: 'folders_enabled', value: '0' },
      { name: 'updates_enabled', value: '0' },
    ]);
    const off = { ...defaultOptions, updates_enabled: '0', urgency_enabled: '0' };
    expect(dashboardSettingsValues(off).assignment_enabled).toBe(false);
  });
});
