/**
 * The form a partner page embeds (`<report-form>`). Anonymous submission, and reports kept on the device
 * when they cannot be sent. The real core client and submission queue; only the network is faked.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSubmissionQueue,
  hasAnswered,
  memoryPersistence,
  rememberAnswered,
  type FieldwatchClient,
  type PublicSite,
  type Report,
  type StoredSubmission,
  type SubmissionPersistence,
  type SubmissionQueue,
} from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeReport } from '@fieldwatch/testing/reportDetailFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ReportForm, type ReportFormProps } from './ReportForm.js';

const site = (anonymous: boolean): PublicSite => ({
  map_enabled: true,
  grievance_enabled: true,
  brand_enabled: false,
  anonymous_enabled: anonymous,
  language: 'en_US',
  tagline: '',
  primary_colour: '#1b5e7a',
  about: '',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  cover_image: null,
  about_image: null,
  latitude: 51.5285582,
  longitude: -0.2416815,
  zoom: 11,
});

const offline = (): never => {
  // what a browser's fetch does without a connection
  throw new TypeError('Failed to fetch');
};

const queues: SubmissionQueue[] = [];
afterEach(() => {
  for (const queue of queues.splice(0)) queue.getState().dispose();
  setNavigatorOnline(true);
});

function setNavigatorOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

/** An anonymous form with a queue, a network that can drop, and the device's online signal. */
function renderAnonymous({
  anonymous = true,
  routes = {},
  persistence = memoryPersistence(),
  props = {},
  withQueue = true,
  answered = true,
}: {
  /** whether the server answered on this device before (else nothing is kept for it) */
  answered?: boolean;
  anonymous?: boolean;
  routes?: Record<string, FakeRoute>;
  persistence?: SubmissionPersistence;
  props?: Partial<ReportFormProps>;
  withQueue?: boolean;
} = {}) {
  localStorage.clear();
  if (answered) rememberAnswered('/api');
  const network = { up: true };
  const online = new Set<() => void>();
  const onSubmitted = vi.fn<(report: { id: number }) => void>();
  const onError = vi.fn();
  let draft = makeReport({ status: 'draft' });
  const makeQueue = (client: FieldwatchClient) => {
    const queue = createSubmissionQueue({
      client,
      persistence,
      onOnline: (callback) => {
        online.add(callback);
        return () => online.delete(callback);
      },
    });
    queues.push(queue);
    return queue;
  };
  const rendered = renderWithFieldwatch(<ReportForm submission="anonymous" onSubmitted={onSubmitted} onError={onError} {...props} />, {
    routes: {
      'GET /public/site': () => ok(site(anonymous)),
      'POST /user/anonymous': () => (network.up ? ok({ access_token: 'anon-1', expires_in: 3600, organization_id: 5 }) : offline()),
      'POST /organization/5/report': ({ body }: RecordedCall) => {
        if (!network.up) offline();
        draft = makeReport({ ...(body as Partial<Report>), organization: { id: 5, name: 'Anonymous' }, status: 'draft', media: [] });
        return { status: 201, body: { data: draft } };
      },
      'POST /report/42/media': () => (network.up ? ok(draft) : offline()),
      'PUT /organization/5/report/42': ({ body }: RecordedCall) =>
        network.up ? ok({ ...draft, ...(body as Partial<Report>) }) : offline(),
      ...routes,
    },
    ...(withQueue ? { submissions: makeQueue } : {}),
  });
  const backOnline = () => {
    network.up = true;
    act(() => online.forEach((callback) => callback()));
  };
  const nonGet = () => rendered.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  return { ...rendered, network, backOnline, onSubmitted, onError, nonGet };
}

/** As `renderAnonymous`, for an API base that has never answered on this device (the settings call fails too). */
function renderAnonymousUnanswered() {
  const persistence = memoryPersistence();
  const rendered = renderAnonymous({
    answered: false,
    persistence,
    routes: { 'GET /public/site': () => offline(), 'GET /handshake': () => offline() },
  });
  expect(hasAnswered('/api')).toBe(false);
  return { ...rendered, persistence };
}

async function fillRequired(title = 'Flooded road') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), title);
  await userEvent.type(screen.getByLabelText('Description'), 'Water on the road');
  await userEvent.type(screen.getByLabelText('Latitude'), '51.5285582');
  await userEvent.type(screen.getByLabelText('Longitude'), '-0.2416815');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const titleField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });

describe('ReportForm, anonymous and kept on the device', () => {
  // first in the file: the memory of bases that answered lasts as long as the module, and every other test's server answers
  it('for a server that never answered, keeps nothing and the form keeps what was typed', async () => {
    const { network, onError, submissions, persistence } = renderAnonymousUnanswered();
    await fillRequired();
    network.up = false;
    await save();
    expect(await screen.findByText(/cannot be reached|could not be reached/i)).toBeTruthy();
    expect(titleField().value).toBe('Flooded road');
    expect(onError).toHaveBeenCalledWith('API_UNREACHABLE');
    expect(submissions?.getState().submissions).toEqual([]);
    expect(await persistence.getAll()).toEqual([]);
  });

  it('says anonymous reports are not accepted instead of showing the form', async () => {
    renderAnonymous({ anonymous: false });
    expect(await screen.findByText('Anonymous reports are not accepted at the moment.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('sends anonymously into the anonymous organization, with no organization to choose, and tells the host', async () => {
    const { nonGet, onSubmitted, calls } = renderAnonymous();
    await fillRequired();
    expect(screen.getByText('Your report will be sent without your name.')).toBeTruthy();
    expect(screen.queryByLabelText('Organization')).toBeNull();
    await userEvent.upload(screen.getByLabelText('Attach files'), new File(['jpeg bytes'], 'road.jpg', { type: 'image/jpeg' }));
    await save();

    expect(await screen.findByText('Your report was sent.')).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ id: 42 });
    expect(nonGet()).toEqual([
      'POST /user/anonymous',
      'POST /organization/5/report',
      'POST /report/42/media',
      'PUT /organization/5/report/42',
    ]);
    // no signed-in call: the form loads no tag groups nor organizations for an anonymous reporter, only
    // the public site's settings and the handshake (the deployment's time zone)
    expect(
      calls
        .filter((c) => c.method === 'GET')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/handshake', '/public/site']);
    await waitFor(() => expect(titleField().value).toBe(''));
  });

  it('after a successful save the cleared form shows no error, not even on the location it had', async () => {
    const { onSubmitted } = renderAnonymous();
    await fillRequired();
    // the person left the coordinates before saving, as everyone does
    await userEvent.click(titleField());
    await save();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    await waitFor(() => expect(titleField().value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Latitude').value).toBe('');
    expect(screen.queryByText('Required Field')).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('keeps the report when the network fails, says so, then sends it once back online', async () => {
    const { network, backOnline, onSubmitted, onError, nonGet, submissions } = renderAnonymous();
    await fillRequired();
    network.up = false;
    await save();

    expect(await screen.findByText('Saved on this device. It will be sent when you are back online.')).toBeTruthy();
    expect(screen.getByText('1 report is waiting to be sent.')).toBeTruthy();
    // kept, so nothing went wrong for the host to handle
    expect(onError).not.toHaveBeenCalled();
    expect(titleField().value).toBe('');
    expect(submissions?.getState().submissions).toMatchObject([{ status: 'waiting', input: { title: 'Flooded road' } }]);
    expect(onSubmitted).not.toHaveBeenCalled();

    backOnline();
    expect(await screen.findByText('Your report was sent.')).toBeTruthy();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ id: 42 }));
    expect(screen.queryByText('1 report is waiting to be sent.')).toBeNull();
    expect(nonGet().filter((call) => call === 'POST /organization/5/report')).toHaveLength(1);
  });

  it('offline, Save keeps the report without trying', async () => {
    setNavigatorOnline(false);
    const { nonGet } = renderAnonymous();
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    await fillRequired();
    await save();
    expect(await screen.findByText('Saved on this device. It will be sent when you are back online.')).toBeTruthy();
    expect(nonGet()).toEqual([]);
  });

  it('shows the notice and keeps the report when the server says anonymous submission is off', async () => {
    const { submissions, onError } = renderAnonymous({ routes: { 'POST /user/anonymous': () => fail(403, 'INACTIVE_FEATURE') } });
    await fillRequired();
    await save();
    expect(await screen.findByText('Anonymous reports are not accepted at the moment.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('INACTIVE_FEATURE');
    expect(submissions?.getState().submissions).toMatchObject([{ status: 'held', input: { title: 'Flooded road' } }]);
  });

  it('without a queue it sends directly, and a refusal of anonymous submission shows the notice too', async () => {
    const { onError } = renderAnonymous({ withQueue: false, routes: { 'POST /user/anonymous': () => fail(403, 'INACTIVE_FEATURE') } });
    await fillRequired();
    await save();
    expect(await screen.findByText('Anonymous reports are not accepted at the moment.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('INACTIVE_FEATURE');
    // hidden, not gone: what was typed is still there
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title', hidden: true }).value).toBe('Flooded road');
  });

  it('keeps a refused report in the form with the reasons; fixed, it is sent as the same submission', async () => {
    let refuse = true;
    const { submissions, onSubmitted } = renderAnonymous({
      routes: {
        'POST /organization/5/report': ({ body }: RecordedCall) =>
          refuse
            ? fail(400, 'VALIDATION_ERROR', { fields: { title: 'reportTitleExceeded' } })
            : {
                status: 201,
                body: { data: makeReport({ ...(body as Partial<Report>), organization: { id: 5, name: 'Anonymous' }, status: 'draft' }) },
              },
      },
    });
    await fillRequired();
    await save();
    expect(await screen.findByText('Title must be 70 characters or fewer')).toBeTruthy();
    expect(titleField().value).toBe('Flooded road');
    expect(submissions?.getState().submissions).toHaveLength(1);

    refuse = false;
    await userEvent.type(titleField(), '!');
    await save();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(submissions?.getState().submissions).toEqual([]);
  });

  it('lists the reports kept for this server, says since when it has not answered, and discards one after asking', async () => {
    const longAgo = Date.parse('2026-01-02T10:00:00Z');
    const kept: StoredSubmission = {
      id: 'waiting',
      key: 'k-waiting',
      created: longAgo,
      mode: 'anonymous',
      organizationId: null,
      input: {
        title: 'Bridge closed',
        content: 'Cracks',
        event_date: '2026-01-02T09:00:00Z',
        latitude: 51.5,
        longitude: -0.2,
        taxonomies: {},
      },
      files: [],
      progress: { reportId: null, organizationId: null, createdWith: null, uploaded: [], access: null },
      status: 'waiting',
      attempts: 3,
      error: { code: 'NETWORK_ERROR', fields: {} },
      fileErrors: {},
      unansweredSince: longAgo,
    };
    const persistence = memoryPersistence([kept]);
    const { network } = renderAnonymous({ persistence, routes: { 'POST /user/anonymous': () => offline() } });
    network.up = false;
    const list = await screen.findByRole('region', { name: 'Reports kept on this device' });
    expect(within(list).getByText('Bridge closed')).toBeTruthy();
    // the queue tries the kept report once at start; it is back to waiting when that attempt has failed
    expect(await within(list).findByText('Waiting for a connection to the server')).toBeTruthy();
    expect(within(list).getByText(/The server has not answered since Jan 2, 2026/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Send now: Bridge closed' })).toBeTruthy();

    await userEvent.click(within(list).getByRole('button', { name: 'Discard: Bridge closed' }));
    const question = await within(list).findByRole('group', { name: /Discard “Bridge closed”\?/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reports kept on this device' })).toBeNull());
    expect(await persistence.getAll()).toEqual([]);
  });

  it('brings back a report an earlier visit kept and the server refused', async () => {
    const kept: StoredSubmission = {
      id: 'earlier',
      key: 'k-earlier',
      created: 1,
      mode: 'anonymous',
      organizationId: null,
      input: {
        title: 'Bridge closed',
        content: 'Cracks',
        event_date: '2026-03-04T05:06:07Z',
        latitude: 51.5,
        longitude: -0.2,
        taxonomies: {},
      },
      files: [{ id: 'f1', name: 'bridge.jpg', type: 'image/jpeg', blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }],
      progress: { reportId: null, organizationId: null, createdWith: null, uploaded: [], access: null },
      status: 'held',
      attempts: 1,
      error: { code: 'VALIDATION_ERROR', fields: { latitude: 'latitudeInvalidNumber' } },
      fileErrors: {},
    };
    renderAnonymous({ persistence: memoryPersistence([kept]) });
    expect(
      await screen.findByText('A report saved earlier could not be sent. It is back in the form: check it and save again.'),
    ).toBeTruthy();
    expect(titleField().value).toBe('Bridge closed');
    expect(screen.getByText('Latitude must be a number between -90 and 90')).toBeTruthy();
    expect(screen.getByText('bridge.jpg')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Discard this report' }));
    await waitFor(() => expect(titleField().value).toBe(''));
  });
});
