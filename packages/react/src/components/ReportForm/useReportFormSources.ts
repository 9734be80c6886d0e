import { useEffect, useState } from 'react';
import type { Organization, TagGroup, User } from '@fieldwatch/core';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useSession } from '../../provider/useSession.js';
import { useOrganizations, useTagGroups } from '../../resources/hooks.js';

const selectUser = (s: { user: User | null }) => s.user;
const noGroups: TagGroup[] = [];

/**
 * What the form offers to choose from: the tag groups, and the organizations a report may go into
 * (the user's own; for an Administrator, who belongs to none, every organization). Both need a
 * signed-in user: an anonymous report has no tags and goes into the anonymous organization. A list
 * that fails to load is told as an error alert. `firstOrganization` is the first of the organizations
 * fetched, once they are.
 */
export function useReportFormSources(anonymous: boolean, editing: boolean) {
  const showError = useErrorAlert();
  const user = useSession(selectUser);
  const tagGroups = useTagGroups(!anonymous);
  const groups = tagGroups.data ?? noGroups;
  const [ownOrganizations] = useState<Organization[]>(() => user?.organizations ?? []);
  const allOrganizations = useOrganizations(!anonymous && !editing && ownOrganizations.length === 0);
  const organizations = ownOrganizations.length > 0 ? ownOrganizations : (allOrganizations.data ?? ownOrganizations);

  useEffect(() => {
    if (tagGroups.error) showError(tagGroups.error);
  }, [showError, tagGroups.error]);
  useEffect(() => {
    if (allOrganizations.error) showError(allOrganizations.error);
  }, [allOrganizations.error, showError]);

  return { groups, organizations, firstOrganization: allOrganizations.data?.[0]?.id };
}
