import type { Folder } from '../schemas/report.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient } from './client.js';

/** A folder write changes its organization's folders (names, colors, report counts), and what is read of them. */
const folderWrite = <T>(client: FieldwatchClient, organizationId: number) =>
  written<T>(client, { invalidate: [resourceKeys.folders(organizationId), ['folders', 'name']] });

export const listFolders = (client: FieldwatchClient, organizationId: number, signal?: AbortSignal) =>
  client.requestList<Folder>(`/organization/${organizationId}/folders`, signal ? { signal } : {});
export const createFolder = (client: FieldwatchClient, organizationId: number, input: { name: string; colour?: string }) =>
  client
    .request<Folder>(`/organization/${organizationId}/folder`, { method: 'POST', body: input })
    .then(folderWrite(client, organizationId));
export const renameFolder = (
  client: FieldwatchClient,
  organizationId: number,
  folderId: number,
  input: { name: string; colour?: string },
) =>
  client
    .request<Folder>(`/organization/${organizationId}/folder/${folderId}`, { method: 'PUT', body: input })
    .then(folderWrite(client, organizationId));
export const deleteFolder = (client: FieldwatchClient, organizationId: number, folderId: number) =>
  client
    .request<boolean>(`/organization/${organizationId}/folder/${folderId}`, { method: 'DELETE' })
    .then(folderWrite(client, organizationId));
export const addToFolder = (client: FieldwatchClient, organizationId: number, folderId: number, reports: number[]) =>
  client
    .request<Folder>(`/organization/${organizationId}/folder/${folderId}/add`, { method: 'POST', body: { reports } })
    .then(folderWrite(client, organizationId));
export const removeFromFolder = (client: FieldwatchClient, organizationId: number, folderId: number, reports: number[]) =>
  client
    .request<Folder>(`/organization/${organizationId}/folder/${folderId}/del`, { method: 'POST', body: { reports } })
    .then(folderWrite(client, organizationId));
