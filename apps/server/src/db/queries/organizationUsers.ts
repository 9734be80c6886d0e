/** SQL for the members of an organization (the author and assignee pickers). */
import { and, asc, eq } from 'drizzle-orm';
import { userOrganizations, users } from '../schema.js';
import type { Queryable } from './reports.js';

export interface MemberRow {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  roleId: number;
}

/** Active users who belong to the organization. */
export async function selectActiveMembers(db: Queryable, organizationId: number): Promise<MemberRow[]> {
  return db
    .select({ id: users.id, username: users.username, firstname: users.firstname, lastname: users.lastname, roleId: users.roleId })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(users.active, true)))
    .orderBy(asc(users.username));
}
