import type { Role, User, UserCreateInput, UserUpdateInput } from '../schemas/user.js';
import type { FieldwatchClient } from './client.js';

export const listUsers = (client: FieldwatchClient, query: { offset?: number; limit?: number } = {}) =>
  client.requestList<User>('/users', { query });
export const getUser = (client: FieldwatchClient, id: number) => client.request<User>(`/user/${id}`);
export const createUser = (client: FieldwatchClient, input: UserCreateInput) =>
  client.request<User>('/user', { method: 'POST', body: input });
/** `PUT /user/{id}` with only the changed fields; fields left out stay as they are. */
export const updateUser = (client: FieldwatchClient, id: number, changes: UserUpdateInput) =>
  client.request<User>(`/user/${id}`, { method: 'PUT', body: changes });
export const deleteUser = (client: FieldwatchClient, id: number) =>
  client.request<boolean>(`/user/${id}`, { method: 'DELETE' });
export const listRoles = (client: FieldwatchClient) => client.requestList<Role>('/roles');
