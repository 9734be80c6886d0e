import type { MapScope } from '../api/reportsGeo.js';

/**
 * The key of each resource the components read. Each family starts with its name, so a write
 * invalidates the whole family (`['folders']`) or one member (`['folders', 4]`).
 */
export const resourceKeys = {
  handshake: () => ['handshake'] as const,
  publicSite: () => ['publicSite'] as const,
  organizations: () => ['organizations'] as const,
  tagGroups: () => ['tagGroups'] as const,
  folders: (organizationId: number) => ['folders', organizationId] as const,
  /** the name of a folder known only by its id, looked for in the folders of these organizations */
  folderName: (folderId: number, organizationIds: readonly number[]) => ['folders', 'name', folderId, ...organizationIds] as const,
  /** the users of several organizations together (the filter panel's author and assignee) */
  members: (organizationIds: readonly number[]) => ['members', ...organizationIds] as const,
  organizationUsers: (organizationId: number) => ['members', 'of', organizationId] as const,
  user: (userId: number) => ['user', userId] as const,
  /** a page of the admin's user list, by its query's JSON */
  users: (query: string) => ['users', query] as const,
  /** the four roles (`GET /roles`) */
  roles: () => ['roles'] as const,
  /** the terminology overrides of a language (by code) */
  languageStrings: (code: string) => ['languageStrings', code] as const,
  report: (reportId: number) => ['report', reportId] as const,
  activity: (reportId: number) => ['activity', reportId] as const,
  reportPopup: (reportId: number, scope: MapScope) => ['reportPopup', reportId, scope] as const,
  /** how many reports match filters (the export panel), by the filters' JSON */
  reportCount: (filters: string) => ['reportCount', filters] as const,
  /** every layer the caller sees (`null`), or one organization's */
  layers: (organizationId: number | null = null) => ['layers', organizationId] as const,
  layerData: (layerId: number, version: number | string) => ['layerData', layerId, version] as const,
  publicReports: (organizationId: number | null, pageSize: number) => ['publicReports', organizationId, pageSize] as const,
  /** the elements' bundle the server serves: its versioned URL and integrity hash (`GET /sdk`) */
  sdkInfo: () => ['sdkInfo'] as const,
  /** a page of an organization's stories, by its query's JSON */
  stories: (organizationId: number, query: string) => ['stories', organizationId, query] as const,
  story: (storyId: number) => ['story', storyId] as const,
  publicStory: (storyId: number) => ['publicStory', storyId] as const,
  broadcasts: (organizationId: number) => ['broadcasts', organizationId] as const,
  /** the signed-in user's inbox, by its query's JSON (its unread count too) */
  messages: (query: string) => ['messages', query] as const,
  analytics: (range: string, organizationId: number | null) => ['analytics', range, organizationId] as const,
  /** a page of the audit trail, by its query's JSON */
  audit: (query: string) => ['audit', query] as const,
};
