import { handshake } from '../api/auth.js';
import { findLanguage } from '../i18n/languages.js';
import type { FieldwatchClient, ListResult } from '../api/client.js';
import { listFolders } from '../api/folders.js';
import { getLayerData, listLayers, listOrganizationLayers } from '../api/layers.js';
import { listOrganizations, listOrganizationUsers } from '../api/organizations.js';
import { getPublicSite } from '../api/public.js';
import { getReport, listReports } from '../api/reports.js';
import { getReportPopup, type MapScope } from '../api/reportsGeo.js';
import { listTagGroups } from '../api/taxonomies.js';
import { getLanguageStrings } from '../api/languageStrings.js';
import { getUser, listRoles, listUsers } from '../api/users.js';
import type { Layer, LayerFeatureCollection } from '../schemas/layer.js';
import type { Handshake } from '../schemas/options.js';
import type { PublicSite } from '../schemas/public.js';
import type { Folder, Report, ReportFilters, ReportPopup, TagGroup } from '../schemas/report.js';
import type { LanguageStrings } from '../schemas/languageStrings.js';
import type { Organization, OrganizationMember, Role, User, UserListQuery } from '../schemas/user.js';
import { resourceCacheOf } from './clientCache.js';
import { resourceKeys } from './keys.js';
import type { Resource } from './resource.js';
import { getSdkInfo } from '../api/sdk.js';
import type { SdkInfo } from '../schemas/sdk.js';

// One function per resource (not one object of them), so a bundle keeps only the ones it reads.

export const handshakeResource = (client: FieldwatchClient): Resource<Handshake> => ({
  key: resourceKeys.handshake(),
  load: (signal) => handshake(client, signal),
});

export const publicSiteResource = (client: FieldwatchClient): Resource<PublicSite> => ({
  key: resourceKeys.publicSite(),
  load: (signal) => getPublicSite(client, signal),
});

export const organizationsResource = (client: FieldwatchClient): Resource<Organization[]> => ({
  key: resourceKeys.organizations(),
  load: (signal) => listOrganizations(client, signal).then((page) => page.data),
});

export const tagGroupsResource = (client: FieldwatchClient): Resource<TagGroup[]> => ({
  key: resourceKeys.tagGroups(),
  load: (signal) => listTagGroups(client, signal).then((page) => page.data),
});

export const foldersResource = (client: FieldwatchClient, organizationId: number): Resource<Folder[]> => ({
  key: resourceKeys.folders(organizationId),
  load: (signal) => listFolders(client, organizationId, signal).then((page) => page.data),
});

/**
 * The name of a folder known only by its id: the folders of each organization are read (through the
 * cache, shared with a folder list of the page) until it is found; null when none holds it.
 */
export const folderNameResource = (
  client: FieldwatchClient,
  folderId: number,
  organizationIds: readonly number[],
): Resource<string | null> => ({
  key: resourceKeys.folderName(folderId, organizationIds),
  load: async () => {
    for (const organizationId of organizationIds) {
      const { key, load } = foldersResource(client, organizationId);
      const folder = (await resourceCacheOf(client).fetch(key, load)).find((candidate) => candidate.id === folderId);
      if (folder) return folder.name;
    }
    return null;
  },
});

/** Active users of an organization (the assignee must be one, docs/reports.md). */
export const organizationUsersResource = (client: FieldwatchClient, organizationId: number): Resource<OrganizationMember[]> => ({
  key: resourceKeys.organizationUsers(organizationId),
  load: (signal) => listOrganizationUsers(client, organizationId, signal).then((page) => page.data),
});

/**
 * The users of several organizations, each once. An organization whose users the caller may not list
 * is skipped, not a failure of the whole list; nothing at all listed is.
 */
export const membersResource = (client: FieldwatchClient, organizationIds: readonly number[]): Resource<OrganizationMember[]> => ({
  key: resourceKeys.members(organizationIds),
  load: async (signal) => {
    const pages = await Promise.allSettled(organizationIds.map((id) => listOrganizationUsers(client, id, signal)));
    const loaded = pages.flatMap((page) => (page.status === 'fulfilled' ? [page.value.data] : []));
    if (organizationIds.length > 0 && loaded.length === 0) throw (pages[0] as PromiseRejectedResult).reason;
    const byId = new Map<number, OrganizationMember>();
    for (const user of loaded.flat()) byId.set(user.id, user);
    return [...byId.values()];
  },
});

export const userResource = (client: FieldwatchClient, userId: number): Resource<User> => ({
  key: resourceKeys.user(userId),
  load: (signal) => getUser(client, userId, signal),
});

/** A page of the users the caller manages (the admin's user list): searched, of one organization, at an offset. */
export const usersResource = (client: FieldwatchClient, query: UserListQuery): Resource<ListResult<User>> => ({
  key: resourceKeys.users(JSON.stringify(query)),
  load: (signal) => listUsers(client, query, signal),
});

/** The four roles with their capabilities. */
export const rolesResource = (client: FieldwatchClient): Resource<Role[]> => ({
  key: resourceKeys.roles(),
  load: () => listRoles(client).then((page) => page.data),
});

/**
 * The terminology overrides of a language (public: asked before anyone signs in). Writing them
 * (apply, reset) invalidates the key, so every provider showing the language takes them at once.
 */
export const languageStringsResource = (client: FieldwatchClient, language: string): Resource<LanguageStrings> => ({
  key: resourceKeys.languageStrings(findLanguage(language)?.code ?? language),
  load: (signal) => getLanguageStrings(client, language, signal),
});

/** A report by id (opening it clears its `new` flag for an editor, docs/reports.md). */
export const reportResource = (client: FieldwatchClient, reportId: number): Resource<Report> => ({
  key: resourceKeys.report(reportId),
  load: (signal) => getReport(client, reportId, signal),
});

export const reportPopupResource = (client: FieldwatchClient, reportId: number, scope: MapScope = 'user'): Resource<ReportPopup> => ({
  key: resourceKeys.reportPopup(reportId, scope),
  load: (signal) => getReportPopup(client, reportId, scope, signal),
});

/** How many reports match `filters` (one report asked for, its total read). */
export const reportCountResource = (client: FieldwatchClient, filters: ReportFilters): Resource<number> => ({
  key: resourceKeys.reportCount(JSON.stringify(filters)),
  load: (signal) => listReports(client, { filters, limit: 1, signal }).then((page) => page.total),
});

/** Every layer the caller sees (`organizationId` null: `GET /layers`), or one organization's. */
export const layersResource = (client: FieldwatchClient, organizationId: number | null = null): Resource<Layer[]> => ({
  key: resourceKeys.layers(organizationId),
  load: (signal) =>
    (organizationId === null ? listLayers(client, signal) : listOrganizationLayers(client, organizationId, signal)).then(
      (page) => page.data,
    ),
});

/** A file layer's GeoJSON at one version: it never changes, so a refetch keeps what is held. */
export const layerDataResource = (
  client: FieldwatchClient,
  layer: Pick<Layer, 'id' | 'organization'> & { file: { version: string } },
): Resource<LayerFeatureCollection> => ({
  key: resourceKeys.layerData(layer.id, layer.file.version),
  load: (signal, previous) => (previous ? Promise.resolve(previous) : getLayerData(client, layer.organization.id, layer.id, signal)),
});

/** The elements' bundle this server serves (`GET /sdk`): versioned URL, integrity hash, tags. */
export const sdkInfoResource = (client: FieldwatchClient): Resource<SdkInfo> => ({
  key: resourceKeys.sdkInfo(),
  load: () => getSdkInfo(client),
});
