import type { Folder } from '../schemas/report.js';
import type { FieldwatchClient } from './client.js';

export const listFolders = (client: FieldwatchClient, organizationId: number) =>
  client.requestList<Folder>(`/organization/${organizationId}/folders`);
export const createFolder = (client: FieldwatchClient, organizationId: number, input: { name: string; colour?: string }) =>
  client.request<Folder>(`/organization/${organizationId}/folder`, { method: 'POST', body: input });
export const renameFolder = (client: FieldwatchClient, organizationId: number, folderId: number, input: { name: string; colour?: string }) =>
  client.request<Folder>(`/organization/${organizationId}/folder/${folderId}`, { method: 'PUT', body: input });
export const deleteFolder = (client: FieldwatchClient, organizationId: number, folderId: number) =>
  client.request<boolean>(`/organization/${organizationId}/folder/${folderId}`, { method: 'DELETE' });
export const addToFolder = (client: FieldwatchClient, organizationId: number, folderId: number, reports: number[]) =>
  client.request<Folder>(`/organization/${organizationId}/folder/${folderId}/add`, { method: 'POST', body: { reports } });
export const removeFromFolder = (client: FieldwatchClient, organizationId: number, folderId: number, reports: number[]) =>
  client.request<Folder>(`/organization/${organizationId}/folder/${folderId}/del`, { method: 'POST', body: { reports } });
