import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, memoryStorage, createSessionStore, type Options, type User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { sampleOrganizations } from '@fieldwatch/testing/organizationFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { useAdminOrganization } from '../../resources/useAdminOrganization.js';
import { AdminOrganizationPicker } from './AdminOrganizationPicker.js';

const admin = makeUser({ id: 1, username: 'admin', role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] });

/** What the admin tabs act on, as a tab would read it. */
function ActingOn() {
  const { organization } = useAdminOrganization();
  return <p data-testid="acting-on">{organization?.name ?? 'none'}</p>;
}

function renderPicker({
  user = admin,
  organizations = sampleOrganizations,
  options = {},
  stored = null,
  language,
}: {
  user?: User;
  organizations?: { id: number; name: string }[];
  options?: Partial<Options>;
  stored?: number | null;
  language?: 'ar';
} = {}) {
  const rendered = renderWithFieldwatch(
    <>
      <AdminOrganizationPicker />
      <ActingOn />
    </>,
    { user, routes: { 'GET /organizations': () => ok(organizations) }, ...(language ? { language } : {}) },
  );
  act(() => {
    rendered.options.setState({ status: 'ready', options: { ...defaultOptions, ...options } });
    rendered.session.getState().setOrganization(stored);
  });
  return rendered;
}

const actingOn = () => screen.getByTestId('acting-on').textContent;

describe('AdminOrganizationPicker', () => {
  it('lists the organizations the user sees and starts from the first when none was chosen', async () => {
    renderPicker();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Organization' });
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Field Team North',
      'Field Team South',
      'Coastal Watch',
    ]);
    expect(select.value).toBe('1');
    expect(actingOn()).toBe('Field Team North');
  });

  it('keeps the choice in the session, where every admin tab reads it', async () => {
    const { session } = renderPicker();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organization' }), '3');
    expect(session.getState().organizationId).toBe(3);
    expect(actingOn()).toBe('Coastal Watch');
  });

  it('starts from the organization chosen before, and remembers it across visits', async () => {
    const storage = memoryStorage();
    createSessionStore({ storage }).getState().setOrganization(2);
    expect(createSessionStore({ storage }).getState().organizationId).toBe(2);

    renderPicker({ stored: 2 });
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Organization' })).value).toBe('2');
    expect(actingOn()).toBe('Field Team South');
  });

  it('falls back to the first organization when the one chosen before is no longer seen', async () => {
    renderPicker({ stored: 9 });
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Organization' })).value).toBe('1');
    expect(actingOn()).toBe('Field Team North');
  });

  it('shows nothing when there is nothing to choose, or organizations are switched off', async () => {
    const { unmount } = renderPicker({ user: makeUser(), organizations: [{ id: 1, name: 'Field Team North' }] });
    await waitFor(() => expect(actingOn()).toBe('Field Team North'));
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();

    // a choice made while organizations were shown does not linger, unseen, once they are not
    renderPicker({ options: { organizations_shown: '0' }, stored: 2 });
    await waitFor(() => expect(actingOn()).toBe('Field Team North'));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('is labelled in Arabic', async () => {
    renderPicker({ language: 'ar' });
    expect(await screen.findByRole('combobox', { name: 'المنظمة' })).toBeTruthy();
  });
});
