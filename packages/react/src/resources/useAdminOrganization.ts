import { useCallback, useMemo } from 'react';
import type { Options, Organization } from '@fieldwatch/core';
import { useOptions } from '../provider/useOptions.js';
import { useSession, useSessionStore } from '../provider/useSession.js';
import { useOrganizations } from './hooks.js';
import type { ResourceView } from './useResource.js';

export interface AdminOrganization {
  /** The organization the admin tabs act on; null while the list loads, or when the user sees none. */
  organization: Organization | null;
  /** Its id, or null. */
  organizationId: number | null;
  /** Every organization the user sees, in the server's order. */
  organizations: readonly Organization[];
  /** The organization list as read (loading, error, refetch). */
  list: ResourceView<Organization[]>;
  /** Chooses the organization for every admin tab; kept with the session, so the next visit starts there. */
  choose: (organizationId: number) => void;
}

const selectOrganizationId = (s: { organizationId: number | null }) => s.organizationId;
// with organizations hidden there is nothing to choose: an old choice must not linger unseen
const selectHidden = (s: { options: Options | null }) => s.options?.organizations_shown === '0';

/**
 * The organization the admin tabs act on, the same for all of them: the one chosen in the session when
 * the user still sees it, else the first organization they see (always the first while option
 * `organizations_shown` is off, since nothing offers the choice then).
 */
export function useAdminOrganization(): AdminOrganization {
  const session = useSessionStore();
  const chosen = useSession(selectOrganizationId);
  const hidden = useOptions(selectHidden);
  const stored = hidden ? null : chosen;
  const list = useOrganizations();
  const organizations = list.data;
  const choose = useCallback((organizationId: number) => session.getState().setOrganization(organizationId), [session]);
  return useMemo(() => {
    const all = organizations ?? [];
    const organization = all.find((candidate) => candidate.id === stored) ?? all[0] ?? null;
    return { organization, organizationId: organization?.id ?? null, organizations: all, list, choose };
  }, [organizations, stored, list, choose]);
}
