/** `GET /organization/{id}/users`: who can be picked as author (filter) or assignee in an organization. */
import { roleById, roleIds, type Actor, type OrganizationMember } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { selectActiveMembers } from '../db/queries/organizationUsers.js';
import { assertOrganizationVisible } from './reportAccess.js';

/** Anyone who sees the organization sees its active members, by name and role only (no contact details). */
export async function listOrganizationMembers(ctx: AppContext, viewer: Actor, organizationId: number): Promise<OrganizationMember[]> {
  await assertOrganizationVisible(ctx, viewer, organizationId);
  const rows = await selectActiveMembers(ctx.db, organizationId);
  return rows.flatMap((row) => {
    const role = roleById(row.roleId);
    if (!role) return [];
    return [
      { id: row.id, username: row.username, firstname: row.firstname, lastname: row.lastname, role: { id: roleIds[role], name: role } },
    ];
  });
}
