import { and, asc, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { organizations, userOrganizations, users } from '../schema.js';
import { preparedPer } from './prepared.js';
import { likePattern } from './reportFilters.js';

type UserRow = typeof users.$inferSelect;
export interface UserRecord extends UserRow {
  organizations: { id: number; name: string }[];
}

async function withOrganizations(db: Database, rows: UserRow[]): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ userId: userOrganizations.userId, id: organizations.id, name: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(
      inArray(
        userOrganizations.userId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(organizations.id));
  return rows.map((row) => ({
    ...row,
    organizations: links.filter((l) => l.userId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function findUserById(db: Database, id: number): Promise<UserRecord | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return (await withOrganizations(db, rows))[0];
}

const signedInUser = preparedPer((db) =>
  db
    .select({
      user: getTableColumns(users),
      // the subqueries are written out in full: drizzle leaves columns unqualified in a one-table select
      requireSecondFactor: sql<string | null>`(select op.value from options op where op.name = 'require_2fa_admins')`,
      organizations: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.id)
        from user_organizations uo join organizations o on o.id = uo.organization_id
        where uo.user_id = users.id), '[]')`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        sql`exists (select from refresh_tokens t where t.family_id = ${sql.placeholder('familyId')} and t.user_id = users.id and t.revoked_at is null)`,
      ),
    )
    .prepare('fw_signed_in_user'),
);

/**
 * The user behind an access token, with their organizations, when the sign-in `familyId` is still
 * alive (not revoked), and the stored value of the option `require_2fa_admins` (null: its default):
 * what every authenticated request checks (plugins/authenticate.ts), in one round trip instead of four.
 */
export async function findSignedInUser(
  db: Database,
  id: number,
  familyId: string,
): Promise<{ user: UserRecord; requireSecondFactor: string | null } | undefined> {
  const [row] = await signedInUser(db).execute({ id, familyId });
  return row && { user: { ...row.user, organizations: row.organizations }, requireSecondFactor: row.requireSecondFactor };
}

/** Usernames match whatever their case (unique index on lower(username)). */
export async function findUserByUsername(db: Database, username: string): Promise<UserRecord | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return (await withOrganizations(db, rows))[0];
}

/** Users in any of `organizationIds`, plus the user `selfId`; everybody when `organizationIds` is 'all'. */
function visibleUsersFilter(organizationIds: readonly number[] | 'all', selfId: number): SQL | undefined {
  if (organizationIds === 'all') return undefined;
  return or(eq(users.id, selfId), memberOfAny(organizationIds));
}

function memberOfAny(organizationIds: readonly number[]): SQL {
  if (organizationIds.length === 0) return sql`false`;
  return sql`exists (select 1 from ${userOrganizations} where ${userOrganizations.userId} = ${users.id} and ${inArray(userOrganizations.organizationId, [...organizationIds])})`;
}

interface UserListQuery {
  /** users the caller may see: in any of these organizations ('all' for everybody), plus the user `selfId` */
  organizationIds: readonly number[] | 'all';
  selfId: number;
  /** only members of this organization */
  organizationId?: number | undefined;
  /** a piece of the username, first name, last name or email, whatever its case */
  q?: string | undefined;
  offset: number;
  limit: number;
}

/** A page of users sorted by username (case ignored, then id), with the exact count of every match. */
export async function listVisibleUsers(db: Database, query: UserListQuery): Promise<{ rows: UserRecord[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    visibleUsersFilter(query.organizationIds, query.selfId),
    query.organizationId === undefined ? undefined : memberOfAny([query.organizationId]),
    pattern === undefined
      ? undefined
      : or(ilike(users.username, pattern), ilike(users.firstname, pattern), ilike(users.lastname, pattern), ilike(users.email, pattern)),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: await withOrganizations(db, rows), total: totals[0]?.total ?? 0 };
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertUser(db: Database, values: NewUser, organizationIds: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    const id = row!.id;
    if (organizationIds.length > 0) {
      await tx.insert(userOrganizations).values(organizationIds.map((organizationId) => ({ userId: id, organizationId })));
    }
    return id;
  });
}

export type UserChanges = Partial<Omit<NewUser, 'username'>>;

/** Updates the columns given and, when `organizationIds` is given, replaces the user's organizations. */
export async function updateUserRow(db: Database, id: number, changes: UserChanges, organizationIds?: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    if (organizationIds) {
      await tx.delete(userOrganizations).where(eq(userOrganizations.userId, id));
      if (organizationIds.length > 0) {
        await tx.insert(userOrganizations).values(organizationIds.map((organizationId) => ({ userId: id, organizationId })));
      }
    }
  });
}

export async function deleteUserRow(db: Database, id: number): Promise<void> {
  // organizations, tokens, codes and resets go with it (ON DELETE CASCADE)
  await db.delete(users).where(eq(users.id, id));
}
