import type { Role, User, UserCreateInput, UserListQuery, UserUpdateInput } from '../schemas/user.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient } from './client.js';

// the users of organizations are listed by name (assignee, author filter), and pages of the admin's list
const members = ['members'] as const;
const users = ['users'] as const;

/** `GET /users`: a page of the users the caller manages, searched (`q`) and of one organization if asked. */
export const listUsers = (client: FieldwatchClient, query: UserListQuery = {}, signal?: AbortSignal) =>
  client.requestList<User>('/users', { query: { ...query }, ...(signal ? { signal } : {}) });
export const getUser = (client: FieldwatchClient, id: number, signal?: AbortSignal) =>
  client.request<User>(`/user/${id}`, signal ? { signal } : {});
export const createUser = (client: FieldwatchClient, input: UserCreateInput) =>
  client.request<User>('/user', { method: 'POST', body: input }).then(written(client, { invalidate: [members, users] }));
/**
 * `PUT /user/{id}` with only the changed fields; fields left out stay as they are. Changing one's own
 * password, email or second factor needs `current_password` too. Choosing a second factor ends a
 * required setup of one.
 */
export const updateUser = (client: FieldwatchClient, id: number, changes: UserUpdateInput) =>
  client
    .request<User>(`/user/${id}`, { method: 'PUT', body: changes })
    .then(written(client, { set: resourceKeys.user(id), invalidate: [members, users] }))
    .then((user) => {
      const state = client.session?.getState();
      if (state?.user?.id === id && user.options.secondfactor !== 'none') state.requireSecondFactorSetup(false);
      return user;
    });
export const deleteUser = (client: FieldwatchClient, id: number) =>
  client
    .request<boolean>(`/user/${id}`, { method: 'DELETE' })
    .then(written(client, { discard: [resourceKeys.user(id)], invalidate: [members, users] }));
export const listRoles = (client: FieldwatchClient) => client.requestList<Role>('/roles');

/** Sends the user the password recovery email (`POST /user/{id}/reset`), as "reset password" on their row does. */
export const sendPasswordReset = (client: FieldwatchClient, user: Pick<User, 'id' | 'username'>) =>
  client.request<boolean>(`/user/${user.id}/reset`, { method: 'POST', body: { username: user.username } });
