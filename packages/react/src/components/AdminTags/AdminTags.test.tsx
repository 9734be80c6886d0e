import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, type LanguageCode, type Options, type User } from '@fieldwatch/core';
import { fail, ok, type FakeAnswer, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { makeTag, sampleTagGroups, tagOrganizations } from '@fieldwatch/testing/tagFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { AdminTags } from './AdminTags.js';

const admin = makeUser({ id: 1, username: 'admin', role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] });
// an Organization Admin of Field Team North (organization 1)
const northAdmin = makeUser();

function renderTab(
  options: {
    user?: User;
    options?: Partial<Options>;
    routes?: Record<string, FakeRoute>;
    language?: LanguageCode;
    organization?: number;
  } = {},
) {
  const rendered = renderWithFieldwatch(<AdminTags />, {
    user: options.user ?? northAdmin,
    routes: {
      'GET /organizations': () => ok(options.user === admin ? tagOrganizations : tagOrganizations.slice(0, 1)),
      'GET /taxonomy/groups': () => ok(sampleTagGroups),
      ...options.routes,
    },
    ...(options.language ? { language: options.language } : {}),
  });
  act(() => {
    rendered.options.setState({
      status: 'ready',
      options: { ...defaultOptions, languages_enabled: 'en_US,fr_FR', default_language: 'en_US', ...options.options },
    });
    if (options.organization) rendered.session.getState().setOrganization(options.organization);
  });
  return rendered;
}

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');
const groupItem = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;
const tagNames = (name: string) =>
  within(screen.getByRole('list', { name: `Tags of ${name}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AdminTags', () => {
  it("lists every group with its type and prompt, and the organization's tags beside the shared ones", async () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Tags', level: 2 })).toBeTruthy();
    const groups = await screen.findByRole('list', { name: 'Tag groups, with the tags of Field Team North' });
    expect(
      within(groups)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Incident type', 'Affected', 'Landmark']);
    const incident = groupItem('Incident type');
    expect(within(incident).getByText('Single choice')).toBeTruthy();
    expect(incident.textContent).toContain('Prompt: What happened?');
    // Field Team South's tags are not shown to North; the shared one is marked
    expect(tagNames('Incident type')).toEqual(['FloodShared', 'LandslideEditDelete']);
    expect(tagNames('Affected')).toEqual(['RoadsEditDelete', 'HomesEditDelete']);
    expect(within(groupItem('Affected')).getByText('Multiple choice')).toBeTruthy();
    expect(within(groupItem('Landmark')).getByText('This organization has no tag in this text group yet.')).toBeTruthy();
  });

  it('shows names in the interface language, else in the default language', async () => {
    renderTab({ language: 'fr' });
    await screen.findByRole('list', { name: 'Groupes d’étiquettes, avec les étiquettes de Field Team North' });
    expect(screen.getByRole('heading', { name: 'Type d’incident', level: 3 })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Étiquettes de Type d’incident' }))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Inondation', 'Glissement de terrain']);
    // the text group's prompt has no French: the default language's is shown
    expect(groupItem('Repère').textContent).toContain('What is the nearest landmark?');
  });

  it('gives an Organization Admin its own tags to change, but neither groups nor shared tags', async () => {
    renderTab();
    await screen.findByRole('list', { name: /^Tag groups/ });
    expect(screen.queryByRole('button', { name: 'Add a tag group' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit group/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete group/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Flood' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Landslide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a tag to Incident type' })).toBeTruthy();
  });

  it('shows a Reader the tags without any way to change them', async () => {
    renderTab({ user: makeUser({ role: { id: 3, name: 'Reader', capabilities: [] } }) });
    await screen.findByRole('list', { name: /^Tag groups/ });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('lets the Administrator create a group: type, a name per language, a prompt, checked before sending', async () => {
    const created = {
      id: 9,
      type: 'multi',
      translations: { en_US: 'Needs', fr_FR: 'Besoins' },
      prompt: { en_US: 'What is needed?' },
      tags: [],
    };
    const { calls } = renderTab({ user: admin, routes: { 'POST /taxonomy/group': () => ({ status: 201, body: { data: created } }) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a tag group' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New tag group' }));

    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(screen.getByRole('combobox', { name: 'Type' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Name (English)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Required Field')).toHaveLength(2);
    // only the default language's name is required
    expect(screen.getByRole('textbox', { name: 'Name (Français)' }).getAttribute('aria-invalid')).not.toBe('true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'multi');
    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Needs of the people on site');
    expect(await screen.findByText('Tag group name must be 20 characters or fewer')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Name (English)' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Needs');
    await user.type(screen.getByRole('textbox', { name: 'Name (Français)' }), 'Besoins');
    await user.click(screen.getByRole('textbox', { name: 'Prompt (English)' }));
    await user.paste('x'.repeat(201));
    await user.tab();
    expect(await screen.findByText('Prompt must be 200 characters or fewer')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Prompt (English)' }));
    await user.type(screen.getByRole('textbox', { name: 'Prompt (English)' }), 'What is needed?');
    expect(writes(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/taxonomy/group',
      body: { type: 'multi', translations: { en_US: 'Needs', fr_FR: 'Besoins' }, prompt: { en_US: 'What is needed?' } },
    });
    expect(await screen.findByText('Tag group created')).toBeTruthy();
    // every screen reads the groups again; the form gives way to the button that opened it
    await waitFor(() => expect(calls.filter((call) => call.path === '/taxonomy/groups')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'New tag group' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a tag group' })));
  });

  it("shows the server's field errors beside their fields", async () => {
    renderTab({
      user: admin,
      routes: {
        'POST /taxonomy/group': () =>
          fail(400, 'VALIDATION_ERROR', {
            fields: { 'translations.fr_FR': 'taxonomyGroupNameExceeded', 'prompt.en_US': 'tagPromptExceeded' },
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a tag group' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'single');
    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Damage');
    await user.type(screen.getByRole('textbox', { name: 'Name (Français)' }), 'Dégâts');
    await user.click(screen.getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText('Tag group name must be 20 characters or fewer')).toBeTruthy();
    const french = screen.getByRole('textbox', { name: 'Name (Français)' });
    expect(french.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(french.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'Tag group name must be 20 characters or fewer',
    );
    expect(screen.getByRole('textbox', { name: 'Prompt (English)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Prompt must be 200 characters or fewer')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Check fields validations');
  });

  it('edits a group: names and prompt only, sending what changed', async () => {
    const { calls } = renderTab({
      user: admin,
      routes: { 'PUT /taxonomy/group/1': ({ body }) => ok({ ...sampleTagGroups[0], ...(body as object) }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit group Incident type' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit the tag group “Incident type”' }));
    // the type is fixed once the group exists
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
    expect(screen.getByText('Type: Single choice. A group’s type cannot change once it exists.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Name (Français)' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (Français)' }), 'Nature de l’incident');
    await user.clear(screen.getByRole('textbox', { name: 'Prompt (Français)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    // an emptied prompt is sent empty, which removes it; the English texts stay as they are
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/taxonomy/group/1',
      body: { translations: { fr_FR: 'Nature de l’incident' }, prompt: { fr_FR: '' } },
    });
    expect(await screen.findByText('Tag group updated')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit group Incident type' })));
  });

  it("adds a tag to a group for the organization, the default language's name required, at most 40 characters", async () => {
    const created = makeTag(40, 2, { en_US: 'Bridges', fr_FR: 'Ponts' }, { id: 1, name: 'Field Team North' });
    const { calls } = renderTab({
      routes: { 'POST /organization/1/taxonomy/group/2': () => ({ status: 201, body: { data: created } }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a tag to Affected' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New tag in “Affected”' }));

    await user.type(screen.getByRole('textbox', { name: 'Name (Français)' }), 'Ponts');
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(screen.getByRole('textbox', { name: 'Name (English)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required Field')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Bridges and footbridges over the river bed');
    expect(await screen.findByText('Tag name must be 40 characters or fewer')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Name (English)' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Bridges');
    await user.click(screen.getByRole('button', { name: 'Create tag' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/organization/1/taxonomy/group/2',
      body: { translations: { en_US: 'Bridges', fr_FR: 'Ponts' }, type: 'multi' },
    });
    expect(await screen.findByText('Tag created')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a tag to Affected' })));
  });

  it('takes up to 100 characters for the one tag of a text group, and says when the organization has it already', async () => {
    const { calls } = renderTab({
      routes: {
        'POST /organization/1/taxonomy/group/3': () => fail(400, 'VALIDATION_ERROR', { fields: { translations: 'tagTextGroupHasTag' } }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a tag to Landmark' }));
    expect(screen.getByText(/A text group holds one tag for each organization/)).toBeTruthy();
    const english = screen.getByRole('textbox', { name: 'Name (English)' });
    await user.click(english);
    await user.paste('y'.repeat(101));
    await user.tab();
    expect(await screen.findByText('Tag name must be 100 characters or fewer')).toBeTruthy();
    await user.clear(english);
    await user.click(english);
    await user.paste('Which landmark is the nearest to the place, for the team to find it?');
    await user.click(screen.getByRole('button', { name: 'Create tag' }));

    expect(await screen.findByText('A text group holds one tag, and this organization already has it')).toBeTruthy();
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toHaveLength(1);
  });

  it('hides "Add" in a text group once the organization has its tag', async () => {
    renderTab({ user: admin, organization: 2 });
    await screen.findByRole('list', { name: 'Tag groups, with the tags of Field Team South' });
    expect(tagNames('Landmark')).toEqual(['Nearest landmarkEditDelete']);
    expect(screen.queryByRole('button', { name: 'Add a tag to Landmark' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a tag to Affected' })).toBeTruthy();
  });

  it("edits a tag's names and sends only the changed ones", async () => {
    const { calls } = renderTab({
      routes: { 'PUT /organization/1/taxonomy/12': () => ok(makeTag(12, 1, { en_US: 'Landslide', fr_FR: 'Éboulement' })) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Landslide' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit the tag “Landslide”' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name (English)' }).value).toBe('Landslide');
    await user.clear(screen.getByRole('textbox', { name: 'Name (Français)' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (Français)' }), 'Éboulement');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/organization/1/taxonomy/12',
      body: { translations: { fr_FR: 'Éboulement' } },
    });
    expect(await screen.findByText('Tag updated')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Landslide' })));
  });

  it('lets the Administrator change a shared tag through the chosen organization', async () => {
    const { calls } = renderTab({
      user: admin,
      routes: {
        'DELETE /organization/1/taxonomy/11': () => ok(true),
        'GET /organization/1/taxonomy/11/usage': () => ok({ reports: 0, tags: 1 }),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Edit Flood' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Flood' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this tag?' });
    await within(dialog).findByText('No report carries “Flood”. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    expect(await screen.findByText('Tag deleted')).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /organization/1/taxonomy/11']);
  });

  it('deletes a tag after a warning that counts the reports carrying it', async () => {
    let reports = 12;
    const { calls } = renderTab({
      routes: {
        'GET /organization/1/taxonomy/12/usage': () => ok({ reports, tags: 1 }),
        'DELETE /organization/1/taxonomy/12': () => ok(true),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Landslide' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this tag?' });
    expect(
      await within(dialog).findByText(
        '12 reports carry “Landslide”. They will lose it; each report’s history keeps a note of the removed tag. This cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toHaveLength(0);

    reports = 1;
    await user.click(screen.getByRole('button', { name: 'Delete Landslide' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this tag?' });
    expect(
      await within(dialog).findByText(
        '1 report carries “Landslide”. It will lose it; its history keeps a note of the removed tag. This cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    expect(await screen.findByText('Tag deleted')).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /organization/1/taxonomy/12']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a tag to Incident type' })));
  });

  it('deletes a group after a warning that counts its tags and the reports carrying them', async () => {
    let answer = (_: FakeAnswer) => {};
    const { calls } = renderTab({
      user: admin,
      routes: {
        'GET /taxonomy/group/1/usage': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
        'DELETE /taxonomy/group/1': () => ok(true),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete group Incident type' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this tag group?' });
    // nothing to confirm before the warning can say what goes
    expect(within(dialog).getByRole('status').textContent).toBe('Counting the reports concerned…');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete group' }).disabled).toBe(true);
    await waitFor(() => expect(calls.some((call) => call.path === '/taxonomy/group/1/usage')).toBe(true));
    answer(ok({ reports: 7, tags: 3 }));
    expect(
      await within(dialog).findByText(
        '“Incident type” goes with its 3 tags. 7 reports carry them: they will lose them, and each report’s history keeps a note of what was removed. This cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Tag group deleted')).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /taxonomy/group/1']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a tag group' })));
  });

  it('still warns, without counts, when the usage cannot be read', async () => {
    renderTab({ routes: { 'GET /organization/1/taxonomy/12/usage': () => fail(500, 'SERVER_ERROR') } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Landslide' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this tag?' });
    expect(
      await within(dialog).findByText(
        'Reports that carry “Landslide” will lose it; each report’s history keeps a note of the removed tag. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete tag' }).disabled).toBe(false);
  });

  it('follows the organization chosen for the admin tabs', async () => {
    renderTab({ user: admin });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Tag groups, with the tags of Field Team North' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '2');
    expect(await screen.findByRole('list', { name: 'Tag groups, with the tags of Field Team South' })).toBeTruthy();
    expect(tagNames('Incident type')).toEqual(['FloodSharedEditDelete', 'DroughtEditDelete']);
  });

  it('says when the tags cannot be loaded and tries again', async () => {
    let attempts = 0;
    renderTab({ routes: { 'GET /taxonomy/groups': () => (++attempts === 1 ? fail(500, 'SERVER_ERROR') : ok(sampleTagGroups)) } });
    expect(await screen.findByText(/The tags could not be loaded/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: /^Tag groups/ })).toBeTruthy();
  });

  it('speaks Arabic, each name field in its own language', async () => {
    renderTab({ user: admin, language: 'ar', options: { languages_enabled: 'en_US,ar_SA' } });
    expect(await screen.findByRole('heading', { name: 'الوسوم', level: 2 })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة مجموعة وسوم' }));
    expect(screen.getByRole('heading', { name: 'مجموعة وسوم جديدة' })).toBeTruthy();
    const arabic = screen.getByRole('textbox', { name: 'الاسم (العربية)' });
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('textbox', { name: 'الاسم (English)' }).getAttribute('required')).not.toBeNull();
  });
});
