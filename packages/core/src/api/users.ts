import type { Role, User, UserCreateInput, UserUpdateInput } from '../schemas/user.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient } from './client.js';

// the users of organizations are listed by name (assignee, author filter)
const members = ['members'] as const;

export const listUsers = (client: FieldwatchClient, query: { offset?: number; limit?: number } = {}) =>
  client.requestList<User>('/users', { query });
export const getUser = (client: FieldwatchClient, id: number, signal?: AbortSignal) =>
  client.request<User>(`/user/${id}`, signal ? { signal } : {});
export const createUser = (client: FieldwatchClient, input: UserCreateInput) =>
  client.request<User>('/user', { method: 'POST', body: input }).then(written(client, { invalidate: [members] }));
/** `PUT /user/{id}` with only the changed fields; fields left out stay as they are. */
export const updateUser = (client: FieldwatchClient, id: number, changes: UserUpdateInput) =>
  client
    .request<User>(`/user/${id}`, { method: 'PUT', body: changes })
    .then(written(client, { set: resourceKeys.user(id), invalidate: [members] }));
export const deleteUser = (client: FieldwatchClient, id: number) =>
  client
    .request<boolean>(`/user/${id}`, { method: 'DELETE' })
    .then(written(client, { discard: [resourceKeys.user(id)], invalidate: [members] }));
export const listRoles = (client: FieldwatchClient) => client.requestList<Role>('/roles');
