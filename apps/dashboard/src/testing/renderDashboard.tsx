import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { memoryStorage, roleIds, type RoleName, type User } from '@fieldwatch/core';
import { fakeApi, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { switchFetch } from '@fieldwatch/testing/fetchSwitch';
import { App } from '../app/App.js';
import { routes } from '../app/routes.js';
import { createServices } from '../app/services.js';

/**
 * The whole dashboard in memory for the page tests: real routes, guards, core client and stores; only
 * the network is fake (`routes`). With a `user`, that user is signed in.
 */
export function renderDashboard(path: string, { user, routes: answers = {} }: { user?: User; routes?: Record<string, FakeRoute> } = {}) {
  const api = fakeApi(answers);
  switchFetch(api.fetch);
  const services = createServices(memoryStorage(), api.fetch);
  if (user) services.session.getState().signIn(loginResult(user));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App services={services} router={router} />);
  return { services, router, calls: api.calls, path: () => router.state.location.pathname };
}

/** A user of a role; below the Administrator, a member of Field Team North (organization 1). */
export const asRole = (role: RoleName): User =>
  makeUser({
    role: { id: roleIds[role], name: role, capabilities: [] },
    organizations: role === 'Administrator' ? [] : [{ id: 1, name: 'Field Team North' }],
  });

/** What the dashboard asks for as it starts, with `user` signed in: the handshake, the options, the user. */
export const startUpAnswers = (user: User): Record<string, FakeRoute> => ({
  'GET /handshake': () => ok({ languages: [], default_language: 'en_US', timezone: 'Europe/London' }),
  'GET /options': () => ok({}),
  [`GET /user/${user.id}`]: () => ok(user),
});
