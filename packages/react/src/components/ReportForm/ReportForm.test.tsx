import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultOptions, type Report, type User } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { adminUser, makeReport, north, tagGroups } from '@fieldwatch/testing/reportDetailFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ReportForm, type ReportFormProps } from './ReportForm.js';

const photo = () => new File(['jpeg bytes'], 'road.jpg', { type: 'image/jpeg' });
const memo = () => new File(['pdf bytes'], 'memo.pdf', { type: 'application/pdf' });

/** The report endpoints the form uses, recording the calls; `routes` replaces any of them. */
function renderForm(
  props: ReportFormProps = {},
  { user = makeUser(), routes = {} }: { user?: User; routes?: Record<string, FakeRoute> } = {},
) {
  const onSaved = vi.fn<(report: Report) => void>();
  let draft = makeReport({ status: 'draft' });
  const rendered = renderWithFieldwatch(<ReportForm onSaved={onSaved} {...props} />, {
    user,
    routes: {
      'GET /taxonomy/groups': () => ok(tagGroups),
      'GET /organizations': () => ok([north, { id: 2, name: 'Field Team South' }]),
      'POST /organization/1/report': ({ body }: RecordedCall) => {
        draft = makeReport({ ...(body as Partial<Report>), status: 'draft', media: [] });
        return { status: 201, body: { data: draft } };
      },
      'POST /report/42/media': () => ok(draft),
      'PUT /organization/1/report/42': ({ body }: RecordedCall) => ok(makeReport(body as Partial<Report>)),
      ...routes,
    },
  });
  const callsTo = (method: string, path: string) => rendered.calls.filter((c) => c.method === method && c.path === path);
  return { ...rendered, onSaved, callsTo };
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Title'), 'Flooded road');
  await userEvent.type(screen.getByLabelText('Description'), 'Water on the road');
  await userEvent.type(screen.getByLabelText('Latitude'), '51.5285582');
  await userEvent.type(screen.getByLabelText('Longitude'), '-0.2416815');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('ReportForm: new report', () => {
  it('creates a draft, uploads each file in its own call, then publishes', async () => {
    const { callsTo, calls, onSaved } = renderForm();
    await fillRequired();
    await userEvent.click(await screen.findByLabelText('Flood'));
    await userEvent.click(screen.getByLabelText('Roads'));
    await userEvent.type(screen.getByLabelText('Landmark'), 'Bridge 4');
    await userEvent.upload(screen.getByLabelText('Attach files'), [photo(), memo()]);
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(2);
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const created = callsTo('POST', '/organization/1/report')[0]?.body as Record<string, unknown>;
    expect(created).toMatchObject({
      title: 'Flooded road',
      content: 'Water on the road',
      latitude: 51.528558,
      longitude: -0.241682,
      source: 'web',
      taxonomies: { '1': [11], '2': [21], '3': 'Bridge 4' },
    });
    expect(new Date(created.event_date as string).getTime()).toBeLessThanOrEqual(Date.now());
    const uploads = callsTo('POST', '/report/42/media').map((c) => ((c.body as FormData).get('media') as File).name);
    expect(uploads).toEqual(['road.jpg', 'memo.pdf']);
    expect(callsTo('PUT', '/organization/1/report/42').map((c) => c.body)).toEqual([{ status: 'published' }]);
    // create, then uploads, then publish: in that order
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /organization/1/report',
      'POST /report/42/media',
      'POST /report/42/media',
      'PUT /organization/1/report/42',
    ]);
    expect(await screen.findByText('Report created')).toBeTruthy();
  });

  it('has a location picker, loaded after the form, whose "Use my location" fills the coordinates', async () => {
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 51.5285582, longitude: -0.2416815, accuracy: 8 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    try {
      renderForm();
      await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect(screen.getByLabelText<HTMLInputElement>('Latitude').value).toBe('51.528558');
      expect(screen.getByLabelText<HTMLInputElement>('Longitude').value).toBe('-0.241682');
      expect(screen.getByText('Location: \u206651.528558\u2069, \u2066-0.241682\u2069')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the errors beside the fields and keeps Save disabled while any is there', async () => {
    const { calls } = renderForm();
    await save();
    expect(await screen.findAllByText('Required Field')).toHaveLength(4);
    // the first field with an error, in the order shown, gets the focus
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Check fields validations')).toBeTruthy();
    await fillRequired();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('checks the title length, the time fields and a date in the future', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'x'.repeat(71));
    await userEvent.tab();
    expect(await screen.findByText('Title must be 70 characters or fewer')).toBeTruthy();
    const hour = screen.getByLabelText('Hour');
    await userEvent.clear(hour);
    await userEvent.type(hour, '24');
    await userEvent.tab();
    expect(await screen.findByText('Enter an hour from 0 to 23')).toBeTruthy();
    await userEvent.clear(hour);
    await userEvent.type(hour, '23');
    // the day's parts in English order (month, day, year): a year far ahead
    const year = within(await screen.findByRole('group', { name: 'Day' })).getAllByRole('spinbutton')[2]!;
    await userEvent.click(year);
    await userEvent.keyboard('2999');
    await userEvent.tab();
    expect(await screen.findByText('The event date cannot be in the future')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('counts the description against its 10000 characters', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Description'), 'Water');
    expect(screen.getByText('5 of 10000 characters')).toBeTruthy();
  });

  it('lists chosen files with a remove button, and refuses files that are not media', async () => {
    renderForm();
    const input = screen.getByLabelText<HTMLInputElement>('Attach files');
    expect(input.accept).toBe('image/*,video/*,audio/*,application/pdf,.pdf');
    expect(input.multiple).toBe(true);
    await userEvent.upload(input, [photo(), memo()]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove road.jpg' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen files' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('memo.pdf')]);
    await userEvent.upload(input, new File(['x'], 'notes.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    expect(screen.getByText('This type of file is not accepted')).toBeTruthy();
  });

  it('after a failed upload keeps everything, and Save reuses the same draft (no second report)', async () => {
    let uploads = 0;
    const { callsTo, onSaved } = renderForm(
      {},
      {
        routes: {
          'POST /report/42/media': () => {
            uploads += 1;
            return uploads === 2
              ? fail(400, 'VALIDATION_ERROR', { fields: { media: 'invalidFileType' } })
              : ok(makeReport({ status: 'draft', title: 'Flooded road', content: 'Water on the road' }));
          },
        },
      },
    );
    await fillRequired();
    await userEvent.upload(screen.getByLabelText('Attach files'), [photo(), memo()]);
    await save();

    expect(await screen.findByText('Upload error. Please verify files and try again.')).toBeTruthy();
    expect(screen.getByText('Not sent: This type of file is not accepted')).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Flooded road');
    expect(saveButton().disabled).toBe(false);
    expect(callsTo('PUT', '/organization/1/report/42')).toHaveLength(0);

    // the user fixes the title and retries: the draft is reused, only the failed file goes again
    await userEvent.type(screen.getByLabelText('Title'), ' again');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(callsTo('POST', '/organization/1/report')).toHaveLength(1);
    expect(callsTo('POST', '/report/42/media')).toHaveLength(3);
    expect(callsTo('PUT', '/organization/1/report/42')[0]?.body).toMatchObject({ title: 'Flooded road again', status: 'published' });
  });

  it('Save pressed again after a lost answer sends the same key (the server answers the first call); a changed report gets a new one', async () => {
    let creates = 0;
    const { callsTo, onSaved } = renderForm(
      {},
      {
        routes: {
          // the first create's answer is lost on the way (the server made the draft), the second fails too
          'POST /organization/1/report': () => {
            creates += 1;
            return creates < 3 ? fail(503, 'SERVER_ERROR') : { status: 201, body: { data: makeReport({ status: 'draft' }) } };
          },
        },
      },
    );
    await fillRequired();
    await save();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await save();
    await waitFor(() => expect(callsTo('POST', '/organization/1/report')).toHaveLength(2));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    const [first, again] = callsTo('POST', '/organization/1/report').map((call) => call.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(again).toBe(first);

    await userEvent.type(screen.getByLabelText('Title'), ' again');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const changed = callsTo('POST', '/organization/1/report')[2]?.idempotencyKey;
    expect(changed).toEqual(expect.any(String));
    expect(changed).not.toBe(first);
  });

  it("puts the server's field errors beside the fields and re-enables the form", async () => {
    renderForm(
      {},
      { routes: { 'POST /organization/1/report': () => fail(400, 'VALIDATION_ERROR', { fields: { latitude: 'latitudeInvalidNumber' } }) } },
    );
    await fillRequired();
    await save();
    expect(await screen.findByText('Latitude must be a number between -90 and 90')).toBeTruthy();
    expect(screen.getAllByText('Check fields validations').length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLInputElement>('Title').disabled).toBe(false);
    // the refused field gets the focus, as after a refusal in the browser
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Latitude')));
  });

  it("says a text tag's limit is 100 when the server refuses a longer answer", async () => {
    renderForm(
      {},
      {
        routes: {
          'POST /organization/1/report': () => fail(400, 'VALIDATION_ERROR', { fields: { 'taxonomies.3': 'taxonomyChildNameExceeded' } }),
        },
      },
    );
    await fillRequired();
    await save();
    expect(await screen.findByText('This text must be 100 characters or fewer')).toBeTruthy();
  });

  it('offers only the tags of the chosen organization, as radios, checkboxes and text', async () => {
    renderForm();
    const type = await screen.findByRole('group', { name: 'Incident type' });
    expect(
      within(type)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['None', 'Flood', 'Fire']);
    expect(within(type).getByText('What happened?')).toBeTruthy();
    const affected = screen.getByRole('group', { name: 'Affected' });
    expect(within(affected).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByLabelText('Schools')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Landmark' })).toBeTruthy();
  });

  it('lets an Administrator choose the organization when organizations are shown', async () => {
    const { options } = renderForm({}, { user: adminUser });
    const organization = await screen.findByLabelText<HTMLSelectElement>('Organization');
    expect(organization.value).toBe('1');
    await userEvent.selectOptions(organization, '2');
    expect(await screen.findByLabelText('Schools')).toBeTruthy();
    act(() => options.setState({ options: { ...defaultOptions, organizations_shown: '0' }, status: 'ready' }));
    expect(screen.queryByLabelText('Organization')).toBeNull();
  });

  it('tells its host when it holds unsaved input', async () => {
    const onDirtyChange = vi.fn();
    renderForm({ onDirtyChange });
    await userEvent.type(screen.getByLabelText('Title'), 'F');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });
});

describe('ReportForm: edit', () => {
  it('starts from the report and sends only the changed fields', async () => {
    const report = makeReport();
    const { callsTo, onSaved } = renderForm({ report });
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(report.title);
    expect(screen.getByLabelText<HTMLInputElement>('Hour').value).toBe('5');
    expect(screen.getByLabelText<HTMLInputElement>('Latitude').value).toBe('51.528558');
    expect((await screen.findByLabelText<HTMLInputElement>('Flood')).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Edit report' })).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Road reopened');
    await userEvent.click(screen.getByLabelText('Homes'));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(callsTo('PUT', '/organization/1/report/42').map((c) => c.body)).toEqual([
      { title: 'Road reopened', taxonomies: { '1': [11], '2': [21], '3': 'Bridge 4' } },
    ]);
    expect(await screen.findByText('Report updated')).toBeTruthy();
  });

  it('says nothing changed instead of saving an untouched report', async () => {
    const { calls } = renderForm({ report: makeReport() });
    await screen.findByLabelText('Flood');
    await save();
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('warns that a closed report will be reopened', () => {
    renderForm({ report: makeReport({ lifecycle: 'closed' }) });
    expect(screen.getByText('This report was closed and will be reopened.')).toBeTruthy();
  });
});
