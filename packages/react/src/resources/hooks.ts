import { useMemo } from 'react';
import {
  activityResource,
  foldersResource,
  languageStringsResource,
  layersResource,
  membersResource,
  moreActivity,
  morePublicReports,
  organizationsResource,
  organizationUsersResource,
  publicReportsResource,
  publicStoryResource,
  publicSiteResource,
  reportCountResource,
  reportPopupResource,
  reportResource,
  resourceCacheOf,
  rolesResource,
  sdkInfoResource,
  storiesResource,
  storyResource,
  tagGroupsResource,
  userResource,
  usersResource,
  type MapScope,
  type PublicReportsQuery,
  type ReportFilters,
  type StoriesQuery,
  type UserListQuery,
} from '@fieldwatch/core';
import { useClient } from '../provider/useClient.js';
import { useSession } from '../provider/useSession.js';
import { useResource } from './useResource.js';

// The resources components read, one hook each; `null` (or `enabled` false): nothing asked yet.

const selectUserId = (s: { user: { id: number } | null }) => s.user?.id ?? null;

/** Every tag group with its tags (`GET /taxonomy/groups`). */
export function useTagGroups(enabled = true) {
  const client = useClient();
  return useResource(client, enabled ? tagGroupsResource(client) : null);
}

/** The organizations the signed-in user may see (`GET /organizations`); nothing asked while signed out. */
export function useOrganizations(enabled = true) {
  const client = useClient();
  const signedIn = useSession(selectUserId) !== null;
  return useResource(client, enabled && signedIn ? organizationsResource(client) : null);
}

/** An organization's folders. */
export function useFolders(organizationId: number | null) {
  const client = useClient();
  return useResource(client, organizationId === null ? null : foldersResource(client, organizationId));
}

/** The active users of an organization (assignee choice). */
export function useOrganizationUsers(organizationId: number | null) {
  const client = useClient();
  return useResource(client, organizationId === null ? null : organizationUsersResource(client, organizationId));
}

/** The users of several organizations together, each once (author and assignee filters). */
export function useMembers(organizationIds: readonly number[] | null) {
  const client = useClient();
  return useResource(client, organizationIds === null ? null : membersResource(client, organizationIds));
}

/** A user as stored now (`GET /user/{id}`). */
export function useUser(userId: number | null) {
  const client = useClient();
  return useResource(client, userId === null ? null : userResource(client, userId));
}

/** A page of the admin's user list (`GET /users`): every user write reads it again. */
export function useUsers(query: UserListQuery | null) {
  const client = useClient();
  return useResource(client, query === null ? null : usersResource(client, query));
}

/** The four roles (`GET /roles`). */
export function useRoles(enabled = true) {
  const client = useClient();
  return useResource(client, enabled ? rolesResource(client) : null);
}

/** The terminology overrides of a language (`GET /languages/{code}/strings`, public); applying or resetting them reads them again. */
export function useLanguageStrings(language: string | null) {
  const client = useClient();
  return useResource(client, language === null ? null : languageStringsResource(client, language));
}

/** A report (`GET /report/{id}`). */
export function useReport(reportId: number) {
  const client = useClient();
  return useResource(client, reportResource(client, reportId));
}

/** A marker's popup (`GET /reports/geo/{id}`, or the public path). */
export function useReportPopup(reportId: number, scope: MapScope) {
  const client = useClient();
  return useResource(client, reportPopupResource(client, reportId, scope));
}

/** How many reports match `filters`. */
export function useReportCount(filters: ReportFilters | null) {
  const client = useClient();
  return useResource(client, filters === null ? null : reportCountResource(client, filters));
}

/** Every layer of every organization the caller sees (`GET /layers`). */
export function useLayers(enabled = true) {
  const client = useClient();
  return useResource(client, enabled ? layersResource(client) : null);
}

/** The layers of one organization. */
export function useOrganizationLayers(organizationId: number | null) {
  const client = useClient();
  return useResource(client, organizationId === null ? null : layersResource(client, organizationId));
}

/** The public site's settings (`GET /public/site`), which anyone may read. */
export function usePublicSite(enabled = true) {
  const client = useClient();
  return useResource(client, enabled ? publicSiteResource(client) : null);
}

/**
 * A report's activity: the pages loaded, and `loadMore` for the next one. A write to the report
 * refreshes it (only what is new is added); `refetch` does too.
 */
export function useActivity(reportId: number) {
  const client = useClient();
  const view = useResource(client, activityResource(client, reportId));
  const loadMore = useMemo(
    () => () => resourceCacheOf(client).refetch(activityResource(client, reportId).key, moreActivity(client, reportId)),
    [client, reportId],
  );
  return { ...view, loadMore };
}

/** The latest public reports, a page at a time: the pages loaded, and `loadMore` for the next one. */
export function usePublicReports(query: PublicReportsQuery) {
  const client = useClient();
  const resource = publicReportsResource(client, query);
  const view = useResource(client, resource);
  const { organization, pageSize } = query;
  const loadMore = useMemo(() => {
    const same = { organization, pageSize };
    return () => resourceCacheOf(client).refetch(publicReportsResource(client, same).key, morePublicReports(client, same));
  }, [client, organization, pageSize]);
  return { ...view, loadMore };
}

/** The elements' bundle the server serves: its versioned script URL, integrity hash and tags (`GET /sdk`). */
export function useSdkInfo() {
  const client = useClient();
  return useResource(client, sdkInfoResource(client));
}

/** A page of an organization's stories (`GET /organization/{id}/stories`); null: nothing asked yet. */
export function useStories(organizationId: number | null, query: StoriesQuery) {
  const client = useClient();
  return useResource(client, organizationId === null ? null : storiesResource(client, organizationId, query));
}

/** A story with its body, as the signed-in viewer may read it (`GET /organization/{id}/story/{sid}`). */
export function useStory(organizationId: number | null, storyId: number) {
  const client = useClient();
  return useResource(client, organizationId === null ? null : storyResource(client, organizationId, storyId));
}

/** A published story as anyone reads it (`GET /public/stories/{sid}`, no account). */
export function usePublicStory(storyId: number) {
  const client = useClient();
  return useResource(client, publicStoryResource(client, storyId));
}
