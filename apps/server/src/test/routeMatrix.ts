/**
 * The role × route matrix (docs/roles.md "The role × route matrix"): one row per operation of the
 * OpenAPI document, with what every caller gets. routes/routeMatrix.test.ts makes every call and fails
 * when an operation of the document has no row here, or a row names an operation that is gone.
 *
 * A row names its operation exactly as the document does (without `/api`), builds its request from a
 * fresh target (test/routeFixtures.ts), and gives the outcome per caller:
 * - `north`: the four staff callers on a target in North, the organization Nadia (northadmin), Rosa
 *   (reader) and Moses (mobile) belong to; the Administrator belongs to all.
 * - `south`: the same on a target in South, which only the Administrator sees. Left out where the
 *   route has no organization.
 * - `anonymous`: no sign-in; `submitter`: an anonymous submission token into North (defaults to
 *   `anonymous`'s outcome).
 * `ok` is any 2xx; a refusal names its status: 401 no valid sign-in, 403 seen but not allowed, 404 not
 * seen (docs/roles.md "Not found, not forbidden").
 */
import { zipSync } from 'fflate';
import { form, unique, type Call, type Fixtures, type Who } from './routeFixtures.js';
import { demoPassword } from './harness.js';
import { demo } from './reports.js';

export type Outcome = 'ok' | 401 | 403 | 404;
type Staff = 'admin' | 'northadmin' | 'reader' | 'mobile';
type StaffOutcomes = Record<Staff, Outcome>;

/** Who calls, and where its target lives. */
export interface Target {
  who: Who;
  /** the target's organization: North (the caller's own) or South (another) */
  org: number;
  /** the id a signed URL is signed for: the caller's user id, or `public` */
  viewer: number | 'public';
}

export interface Row {
  /** `METHOD /path` as in the OpenAPI document, without the `/api` prefix */
  operation: string;
  /** tells two rows of one operation apart */
  variant?: string;
  /** the operation's path is not under `/api` (`GET /metrics`) */
  outsideApi?: true;
  request: (f: Fixtures, t: Target) => Promise<Call> | Call;
  north: StaffOutcomes;
  south?: StaffOutcomes;
  anonymous: Outcome;
  submitter?: Outcome;
}

const ok = 'ok';
/** Administrator, Organization Admin, Reader, Mobile */
const staff = (admin: Outcome, northadmin: Outcome, reader: Outcome, mobile: Outcome): StaffOutcomes => ({
  admin,
  northadmin,
  reader,
  mobile,
});
const everyone = staff(ok, ok, ok, ok);
const adminLevel = staff(ok, ok, 403, 403);
const administrator = staff(ok, 403, 403, 403);
const notMobile = staff(ok, ok, ok, 403);
/** a target in an organization the caller is not in: found by the Administrator only */
const outside = staff(ok, 404, 404, 404);

const json = (body: object): Call => ({ body });
/** a caller with a sign-in of its own (not anonymous, not a submission token) */
const signedIn = (who: Who): who is Staff => who !== 'anonymous' && who !== 'submitter';
const multipartCall = ({ body, headers }: { body: Buffer; headers: Record<string, string> }, params: Call['params'] = {}): Call => ({
  body,
  headers,
  params,
});
const mapFilters = { filters: {} };
const clusters = { filters: {}, bbox: [-180, -85, 180, 85], zoom: 2 };

export const routeMatrix: Row[] = [
  // sign-in: open to anyone who holds the credential in the body
  { operation: 'GET /handshake', request: () => ({}), north: everyone, anonymous: ok },
  {
    operation: 'POST /user/login',
    request: () => json({ username: 'reader', password: demoPassword }),
    north: everyone,
    anonymous: ok,
  },
  {
    operation: 'POST /user/login/verify',
    request: async (f) => json({ username: 'secure', password: demoPassword, code: await f.loginCode('secure') }),
    north: everyone,
    anonymous: ok,
  },
  {
    operation: 'POST /user/{id}/token',
    request: async (f) => {
      const session = await f.signIn('reader');
      return { params: { id: session.userId }, body: { refresh_token: session.refreshToken } };
    },
    north: everyone,
    anonymous: ok,
  },
  {
    operation: 'POST /user/logout',
    // a sign-in of the caller's own that the call may end
    request: async (f, { who }) => {
      if (who === 'anonymous' || who === 'submitter') return json({ refresh_token: 'none' });
      const session = await f.signIn(who);
      return { token: session.accessToken, body: { refresh_token: session.refreshToken } };
    },
    // ending a sign-in needs only its refresh token: with none, there is nothing to end and nothing to refuse
    north: everyone,
    anonymous: ok,
  },
  {
    operation: 'POST /user/{id}/reset',
    request: () => ({ params: { id: 0 }, body: { username: 'reader' } }),
    north: everyone,
    anonymous: ok,
  },
  {
    operation: 'PUT /user/{id}/password',
    request: async (f) => {
      const { uid, token } = await f.resetLink();
      return { params: { id: uid }, body: { uid, token, password: 'Another#Pass42' } };
    },
    north: everyone,
    anonymous: ok,
  },

  // options, roles, organizations
  { operation: 'GET /options', request: () => ({}), north: everyone, anonymous: 401 },
  { operation: 'PUT /options', request: () => json([{ name: 'timezone', value: 'Europe/London' }]), north: administrator, anonymous: 401 },
  { operation: 'GET /roles', request: () => ({}), north: everyone, anonymous: 401 },
  { operation: 'GET /organizations', request: () => ({}), north: everyone, anonymous: 401 },
  { operation: 'POST /organization', request: () => json({ name: `Org ${unique()}` }), north: administrator, anonymous: 401 },
  {
    operation: 'PUT /organization/{id}',
    request: (_f, { org }) => ({ params: { id: org }, body: { name: org === demo.north ? 'Field Team North' : 'Field Team South' } }),
    north: administrator,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'DELETE /organization/{id}',
    variant: 'a new, empty organization none of the callers is in',
    request: async (f) => ({ params: { id: await f.organization() } }),
    north: outside,
    anonymous: 401,
  },
  {
    operation: 'GET /organization/{id}/usage',
    request: (_f, { org }) => ({ params: { id: org } }),
    north: administrator,
    south: outside,
    anonymous: 401,
  },

  // users
  { operation: 'GET /users', request: () => ({ query: '?q=a' }), north: adminLevel, anonymous: 401 },
  {
    operation: 'GET /user/{id}',
    variant: 'a Reader of the organization',
    request: async (f, { org }) => ({ params: { id: (await f.user(org)).id } }),
    north: staff(ok, ok, 404, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'PUT /user/{id}',
    variant: 'a Reader of the organization',
    request: async (f, { org }) => ({ params: { id: (await f.user(org)).id }, body: { options: { firstname: 'Changed' } } }),
    north: staff(ok, ok, 404, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'DELETE /user/{id}',
    variant: 'a Reader of the organization',
    request: async (f, { org }) => ({ params: { id: (await f.user(org)).id } }),
    north: staff(ok, ok, 404, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /user',
    variant: 'a Reader of the organization',
    request: (_f, { org }) =>
      json({
        username: `u${unique()}`,
        role_id: 3,
        organizations: [org],
        options: { email: `${unique()}@fieldwatch.example` },
      }),
    north: adminLevel,
    south: staff(ok, 403, 403, 403),
    anonymous: 401,
  },
  {
    operation: 'POST /user',
    variant: 'an Administrator',
    request: () =>
      json({
        username: `u${unique()}`,
        role_id: 1,
        options: { email: `${unique()}@fieldwatch.example` },
      }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'GET /organization/{id}/users',
    request: (_f, { org }) => ({ params: { id: org } }),
    north: everyone,
    south: outside,
    anonymous: 401,
  },

  // reports
  { operation: 'GET /reports', request: () => ({}), north: everyone, anonymous: 401 },
  { operation: 'POST /reports', request: () => json({ filters: {}, limit: 5 }), north: everyone, anonymous: 401 },
  { operation: 'GET /reports/suggest', request: () => ({ query: '?q=bridge' }), north: everyone, anonymous: 401 },
  {
    operation: 'GET /report/{id}',
    request: async (f, { org }) => ({ params: { id: await f.report(org) } }),
    // Moses sees his own reports and the public ones: this one is neither
    north: staff(ok, ok, ok, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/report',
    request: (_f, { org }) => ({
      params: { id: org },
      body: {
        title: 'Bridge damaged',
        content: 'Cracks',
        event_date: new Date(Date.now() - 3_600_000).toISOString(),
        latitude: 51.5,
        longitude: -0.2,
      },
    }),
    north: staff(ok, ok, 403, ok),
    south: staff(ok, 404, 404, 404),
    anonymous: 401,
    submitter: ok,
  },
  {
    operation: 'PUT /organization/{id}/report/{rid}',
    variant: 'edit a published report',
    request: async (f, { org }) => ({ params: { id: org, rid: await f.report(org) }, body: { title: 'Bridge closed' } }),
    north: staff(ok, ok, 403, 404),
    south: outside,
    anonymous: 401,
    submitter: 404,
  },
  {
    operation: 'PUT /organization/{id}/report/{rid}',
    variant: "publish the caller's own draft (the Administrator's for a caller who cannot create one)",
    request: async (f, { org, who }) => {
      const author = who === 'reader' || who === 'anonymous' || (org !== demo.north && who !== 'admin') ? 'admin' : who;
      return { params: { id: org, rid: (await f.draft(author, org)).id }, body: { status: 'published' } };
    },
    north: staff(ok, ok, 404, ok),
    south: outside,
    anonymous: 401,
    submitter: ok,
  },
  {
    operation: 'DELETE /organization/{id}/report/{rid}',
    request: async (f, { org }) => ({ params: { id: org, rid: await f.report(org) } }),
    north: staff(ok, ok, 403, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'PUT /organization/{id}/report/{rid}/close',
    request: async (f, { org }) => ({ params: { id: org, rid: await f.report(org) }, body: {} }),
    north: staff(ok, ok, 403, 404),
    south: outside,
    anonymous: 401,
  },
  { operation: 'GET /reports/geo', request: () => ({}), north: everyone, anonymous: 401 },
  { operation: 'POST /reports/geo', request: () => json(mapFilters), north: everyone, anonymous: 401 },
  { operation: 'POST /reports/geo/clusters', request: () => json(clusters), north: everyone, anonymous: 401 },
  {
    operation: 'GET /reports/geo/{id}',
    request: async (f, { org }) => ({ params: { id: await f.report(org) } }),
    north: staff(ok, ok, ok, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'GET /report/{id}/activity',
    request: async (f, { org }) => ({ params: { id: await f.report(org) } }),
    north: staff(ok, ok, ok, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'GET /report/{id}/comments',
    request: async (f, { org }) => ({ params: { id: await f.report(org) } }),
    north: staff(ok, ok, ok, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /report/{id}/comment',
    request: async (f, { org }) => ({ params: { id: await f.report(org) }, body: { content: 'Seen on site' } }),
    north: staff(ok, ok, 403, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'PUT /comment/{id}',
    variant: "publish the caller's own draft comment (the Administrator's for a caller who cannot write one)",
    request: async (f, { org, who }) => {
      const author = who === 'admin' || (who === 'northadmin' && org === demo.north) ? who : 'admin';
      return { params: { id: await f.comment(author, await f.report(org)) }, body: { status: 'published' } };
    },
    north: staff(ok, ok, 404, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/reports/export',
    request: (_f, { org }) => ({ params: { id: org }, body: { format: 'csv' } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/reports/import',
    request: (f, { org }) =>
      multipartCall(
        formOf(f, {
          file: {
            filename: 'reports.zip',
            type: 'application/zip',
            content: importZip(),
          },
        }),
        { id: org },
      ),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /report/{id}/media',
    variant: 'a published report',
    request: async (f, { org }) => multipartCall(formOf(f, { media: await f.photo() }), { id: await f.report(org) }),
    north: staff(ok, ok, 403, 404),
    south: outside,
    anonymous: 401,
    // the token is good on this route, but the report is not the one it created
    submitter: 404,
  },
  {
    operation: 'POST /report/{id}/media',
    variant: "the caller's own draft (the Administrator's for a caller who cannot create one)",
    request: async (f, { org, who }) => {
      const author = who === 'reader' || who === 'anonymous' || (org !== demo.north && who !== 'admin') ? 'admin' : who;
      return multipartCall(formOf(f, { media: await f.photo() }), { id: (await f.draft(author, org)).id });
    },
    north: staff(ok, ok, 404, ok),
    south: outside,
    anonymous: 401,
    submitter: ok,
  },
  {
    operation: 'POST /comment/{id}/media',
    variant: "the caller's own draft comment (the Administrator's for a caller who cannot write one)",
    request: async (f, { org, who }) => {
      const author = who === 'admin' || (who === 'northadmin' && org === demo.north) ? who : 'admin';
      return multipartCall(formOf(f, { media: await f.photo() }), { id: await f.comment(author, await f.report(org)) });
    },
    north: staff(ok, ok, 404, 404),
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'GET /media/{id}',
    variant: 'a URL signed for the caller',
    request: async (f, { org, viewer }) => {
      const { mediaId } = await f.reportMedia(org);
      const url = new URL(f.mediaUrl(mediaId, viewer), 'http://x');
      return { params: { id: mediaId }, query: url.search };
    },
    north: staff(ok, ok, ok, 404),
    south: outside,
    anonymous: 404,
  },

  // folders
  {
    operation: 'GET /organization/{id}/folders',
    request: (_f, { org }) => ({ params: { id: org } }),
    north: everyone,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/folder',
    request: (_f, { org }) => ({ params: { id: org }, body: { name: `Box ${unique()}` } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'PUT /organization/{id}/folder/{fid}',
    request: async (f, { org }) => ({ params: { id: org, fid: await f.folder(org) }, body: { name: `Box ${unique()}` } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'DELETE /organization/{id}/folder/{fid}',
    request: async (f, { org }) => ({ params: { id: org, fid: await f.folder(org) } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/folder/{fid}/add',
    request: async (f, { org }) => ({ params: { id: org, fid: await f.folder(org) }, body: { reports: [await f.report(org)] } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/folder/{fid}/del',
    request: async (f, { org }) => {
      const fid = await f.folder(org);
      const report = await f.report(org);
      await f.admin('POST', `/organization/${org}/folder/${fid}/add`, { reports: [report] });
      return { params: { id: org, fid }, body: { reports: [report] } };
    },
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },

  // tag groups and tags
  { operation: 'GET /taxonomy/groups', request: () => ({}), north: everyone, anonymous: 401 },
  { operation: 'GET /taxonomies', request: () => ({}), north: everyone, anonymous: 401 },
  {
    operation: 'GET /organization/{id}/taxonomies',
    request: (_f, { org }) => ({ params: { id: org } }),
    north: everyone,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /taxonomy/group',
    request: () => json({ type: 'single', translations: { en_US: `G ${unique()}` } }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'PUT /taxonomy/group/{id}',
    request: async (f) => ({ params: { id: await f.group() }, body: { translations: { en_US: 'Renamed' } } }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'DELETE /taxonomy/group/{id}',
    request: async (f) => ({ params: { id: await f.group() } }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'GET /taxonomy/group/{id}/usage',
    request: async (f) => ({ params: { id: await f.group() } }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/taxonomy/group/{groupId}',
    request: async (f, { org }) => ({ params: { id: org, groupId: await f.group() }, body: { translations: { en_US: 'Tag' } } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'PUT /organization/{id}/taxonomy/{tagId}',
    request: async (f, { org }) => ({ params: { id: org, tagId: await f.tag(org) }, body: { translations: { en_US: 'New' } } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'DELETE /organization/{id}/taxonomy/{tagId}',
    request: async (f, { org }) => ({ params: { id: org, tagId: await f.tag(org) } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'GET /organization/{id}/taxonomy/{tagId}/usage',
    request: async (f, { org }) => ({ params: { id: org, tagId: await f.tag(org) } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },

  // analytics, layers
  { operation: 'GET /analytics', request: () => ({}), north: notMobile, anonymous: 401 },
  { operation: 'GET /layers', request: () => ({}), north: everyone, anonymous: 401 },
  {
    operation: 'GET /organization/{id}/layers',
    request: (_f, { org }) => ({ params: { id: org } }),
    north: everyone,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/layer',
    request: (f, { org }) => multipartCall(f.layerForm(), { id: org }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'PUT /organization/{id}/layer/{layerId}',
    request: async (f, { org }) => ({ params: { id: org, layerId: await f.layer(org) }, body: { colour: '#336699' } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'DELETE /organization/{id}/layer/{layerId}',
    request: async (f, { org }) => ({ params: { id: org, layerId: await f.layer(org) } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'GET /organization/{id}/layer/{layerId}/data',
    request: async (f, { org }) => ({ params: { id: org, layerId: await f.layer(org) } }),
    north: everyone,
    south: outside,
    anonymous: 401,
  },

  // stories
  {
    operation: 'GET /organization/{id}/stories',
    request: (_f, { org }) => ({ params: { id: org } }),
    north: notMobile,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/story',
    request: (_f, { org }) => ({ params: { id: org }, body: { title: 'A story', subtitle: 'Its subtitle' } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'GET /organization/{id}/story/{sid}',
    request: async (f, { org }) => ({ params: { id: org, sid: (await f.story(org)).id } }),
    north: notMobile,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'PUT /organization/{id}/story/{sid}',
    request: async (f, { org }) => {
      const story = await f.story(org);
      return { params: { id: org, sid: story.id }, body: { version: story.version, title: 'Renamed' } };
    },
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'DELETE /organization/{id}/story/{sid}',
    request: async (f, { org }) => ({ params: { id: org, sid: (await f.story(org)).id } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /story/{sid}/cover',
    request: async (f, { org }) => multipartCall(formOf(f, { media: await f.cover() }), { sid: (await f.story(org)).id }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'DELETE /story/{sid}/cover',
    request: async (f, { org }) => ({ params: { sid: (await f.story(org)).id } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'GET /story/{sid}/cover',
    variant: 'a URL signed for the caller',
    request: async (f, { org, viewer }) => {
      const url = new URL(await f.storyCover(org, viewer), 'http://x');
      return { params: { sid: url.pathname.split('/')[3]! }, query: url.search };
    },
    // a signed URL that is not the caller's to open is not found, as a forged one
    north: staff(ok, ok, ok, 404),
    south: outside,
    anonymous: 404,
  },
  {
    operation: 'GET /public/stories/{sid}',
    request: async (f, { org }) => ({ params: { sid: await f.publishedStory(org) } }),
    north: everyone,
    south: everyone,
    anonymous: ok,
  },

  // terminology
  { operation: 'GET /languages/{code}/strings', request: () => ({ params: { code: 'fr' } }), north: everyone, anonymous: ok },
  {
    operation: 'GET /languages/{code}/strings',
    variant: 'as CSV',
    request: () => ({ params: { code: 'fr' }, query: '?format=csv' }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'POST /languages/{code}/strings',
    request: (f) => multipartCall(stringsCsv(f), { code: 'fr' }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'POST /languages/{code}/strings',
    variant: 'preview',
    request: (f) => ({ ...multipartCall(stringsCsv(f), { code: 'fr' }), query: '?preview=1' }),
    north: administrator,
    anonymous: 401,
  },
  { operation: 'DELETE /languages/{code}/strings', request: () => ({ params: { code: 'fr' } }), north: administrator, anonymous: 401 },

  // broadcasts and inboxes
  {
    operation: 'GET /organization/{id}/broadcasts',
    request: (_f, { org }) => ({ params: { id: org } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  {
    operation: 'POST /organization/{id}/broadcast',
    request: (_f, { org }) => ({ params: { id: org }, body: { subject: 'Road closed', content: 'Until Friday.', type: 'everyone' } }),
    north: adminLevel,
    south: outside,
    anonymous: 401,
  },
  { operation: 'GET /user/me/messages', request: () => ({}), north: everyone, anonymous: 401 },
  {
    operation: 'PUT /user/me/messages/{id}/read',
    variant: "a message in the caller's inbox",
    request: async (f, { who }) => ({ params: { id: await f.message(who) } }),
    // the Administrator belongs to no organization, so no broadcast reaches it: it tries a Reader's message
    north: staff(404, ok, ok, ok),
    anonymous: 401,
  },

  // passkeys: every signed-in user on their own; another user's passkey is not found
  // (routeMatrix.test.ts takes the demo callers' passkeys away after each row)
  { operation: 'GET /user/me/passkeys', request: () => ({}), north: everyone, anonymous: 401 },
  {
    operation: 'POST /user/me/passkeys/options',
    request: () => json({ current_password: demoPassword }),
    north: everyone,
    anonymous: 401,
  },
  {
    operation: 'POST /user/me/passkeys',
    // the caller's own answer to its own options; without a sign-in, a valid answer asked for by the Reader
    request: async (f, { who }) => json(await f.passkeyAnswer(signedIn(who) ? who : 'reader')),
    north: everyone,
    anonymous: 401,
  },
  {
    operation: 'PUT /user/me/passkeys/{id}',
    variant: "the caller's own passkey",
    request: async (f, { who }) => ({ params: { id: await f.passkey(signedIn(who) ? who : 'reader') }, body: { name: 'Work laptop' } }),
    north: everyone,
    anonymous: 401,
  },
  {
    operation: 'PUT /user/me/passkeys/{id}',
    variant: "another user's passkey",
    request: async (f) => ({ params: { id: (await f.userWithPasskey()).passkeyId }, body: { name: 'Work laptop' } }),
    north: staff(404, 404, 404, 404),
    anonymous: 401,
  },
  {
    operation: 'DELETE /user/me/passkeys/{id}',
    variant: "the caller's own passkey",
    request: async (f, { who }) => ({
      params: { id: await f.passkey(signedIn(who) ? who : 'reader') },
      body: { current_password: demoPassword },
    }),
    north: everyone,
    anonymous: 401,
  },
  {
    operation: 'DELETE /user/me/passkeys/{id}',
    variant: "another user's passkey",
    request: async (f) => ({ params: { id: (await f.userWithPasskey()).passkeyId }, body: { current_password: demoPassword } }),
    north: staff(404, 404, 404, 404),
    anonymous: 401,
  },
  {
    operation: 'POST /user/login/passkey/options',
    // a new user with a passkey: the password in the body is the credential, whoever calls
    request: async (f) => json({ username: (await f.userWithPasskey()).username, password: demoPassword }),
    north: everyone,
    anonymous: ok,
  },
  {
    operation: 'POST /user/login/passkey',
    request: async (f) => json(await f.passkeySignIn()),
    north: everyone,
    anonymous: ok,
  },

  // live updates: everyone may listen (each hears only of what they may see, routes/events.test.ts);
  // an anonymous submission token is not a sign-in
  { operation: 'GET /events', request: () => ({ stream: true }), north: everyone, anonymous: ok, submitter: 401 },

  // the public site, partner pages, anonymous submission
  { operation: 'GET /public/site', request: () => ({}), north: everyone, anonymous: ok },
  {
    operation: 'POST /options/public-image/{kind}',
    request: async (f) => multipartCall(formOf(f, { file: await f.photo() }), { kind: 'cover' }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'DELETE /options/public-image/{kind}',
    request: () => ({ params: { kind: 'cover' } }),
    north: administrator,
    anonymous: 401,
  },
  {
    operation: 'GET /public/site/image/{kind}',
    request: async (f) => {
      const upload = formOf(f, { file: await f.photo() });
      await f.admin('POST', '/options/public-image/about', upload.body, upload.headers);
      return { params: { kind: 'about' } };
    },
    north: everyone,
    anonymous: ok,
  },
  { operation: 'GET /public/reports', request: () => ({}), north: everyone, anonymous: ok },
  { operation: 'GET /public/reports/geo', request: () => ({}), north: everyone, anonymous: ok },
  { operation: 'POST /public/reports/geo', request: () => json(mapFilters), north: everyone, anonymous: ok },
  { operation: 'POST /public/reports/geo/clusters', request: () => json(clusters), north: everyone, anonymous: ok },
  {
    operation: 'GET /public/reports/geo/{id}',
    request: async (f, { org }) => ({ params: { id: await f.publicReport(org) } }),
    north: everyone,
    south: everyone,
    anonymous: ok,
  },
  {
    operation: 'POST /user/anonymous',
    request: async (f) => ({ headers: { dpop: await f.proof('POST', '/api/user/anonymous') } }),
    north: everyone,
    anonymous: ok,
  },
  // the proof-of-work challenge is off in the matrix (turned on, every token would need a solution);
  // routes/anonymousBounds.test.ts covers it switched on
  { operation: 'GET /user/anonymous/challenge', request: () => ({}), north: staff(404, 404, 404, 404), anonymous: 404 },

  // the audit trail: Administrators only
  { operation: 'GET /audit', request: () => ({}), north: administrator, anonymous: 401 },
  { operation: 'GET /audit/export.csv', request: () => ({}), north: administrator, anonymous: 401 },

  // an authenticator app and its recovery codes: anyone signed in, on their own account
  {
    operation: 'POST /user/me/totp',
    request: () => json({ current_password: demoPassword }),
    north: everyone,
    anonymous: 401,
  },
  {
    operation: 'POST /user/me/totp/confirm',
    request: async (f, { who }) =>
      json({ code: who === 'anonymous' || who === 'submitter' ? '123456' : await f.pendingAuthenticatorCode(who) }),
    north: everyone,
    anonymous: 401,
  },
  {
    operation: 'DELETE /user/me/totp',
    request: async (f, { who }) => {
      if (who !== 'anonymous' && who !== 'submitter') await f.authenticatorApp(who);
      return json({ current_password: demoPassword });
    },
    north: everyone,
    anonymous: 401,
  },
  {
    operation: 'POST /user/me/recovery-codes',
    request: async (f, { who }) => {
      if (who !== 'anonymous' && who !== 'submitter') await f.authenticatorApp(who);
      return json({ current_password: demoPassword });
    },
    north: everyone,
    anonymous: 401,
  },
  { operation: 'GET /sdk', request: () => ({}), north: everyone, anonymous: ok },
  // operations: public, for load balancers and monitoring (the matrix's server has metrics on, without a token)
  { operation: 'GET /health/live', request: () => ({}), north: everyone, anonymous: ok },
  { operation: 'GET /health/ready', request: () => ({}), north: everyone, anonymous: ok },
  { operation: 'GET /metrics', outsideApi: true, request: () => ({}), north: everyone, anonymous: ok },
];

// request bodies several rows share
const formOf = (_f: Fixtures, parts: Parameters<typeof form>[0]) => form(parts);
const stringsCsv = (f: Fixtures) =>
  formOf(f, { file: { filename: 'strings.csv', type: 'text/csv', content: Buffer.from('key,text\nnav.reports,Signalements\n') } });
function importZip(): Buffer {
  const geojson = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-0.24, 51.53] },
        properties: { title: 'Imported', content: 'From a file', event_date: '2024-01-02T03:04:05Z' },
      },
    ],
  };
  return Buffer.from(zipSync({ 'reports.geojson': new TextEncoder().encode(JSON.stringify(geojson)) }));
}
