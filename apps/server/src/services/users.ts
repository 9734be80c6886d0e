/**
 * Users: who may see, create, change and delete whom (docs/roles.md), and the user field rules.
 * Every permission question is answered by the core policy (canSeeUser, canManageUser, …).
 */
import {
  canAdminister,
  canManageUser,
  canSeeOrganization,
  canSeeUser,
  capabilitiesOf,
  roleById,
  roleIds,
  visibleOrganizations,
  type Actor,
  type ManagedUser,
  type RoleName,
  type SecondFactor,
  type User,
  type userCreateSchema,
  type userListQuerySchema,
  type userUpdateSchema,
} from '@fieldwatch/core';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { revokeUserFamilies } from '../db/queries/auth.js';
import { publishEndedStreams } from '../live/publish.js';
import { countExistingOrganizations } from '../db/queries/organizations.js';
import {
  deleteUserRow,
  findUserById,
  findUserByUsername,
  insertUser,
  listVisibleUsers,
  updateUserRow,
  type UserChanges,
  type UserRecord,
} from '../db/queries/users.js';
import { findTotpCredential } from '../db/queries/secondFactors.js';
import { forbidden, invalidFields, isUniqueViolation, notFound } from '../errors.js';
import type { SecurityChange } from '../mail/messages.js';
import { recordAudit, type AuditSource } from './audit.js';
import { confirmCurrentPassword, credentialsChanged } from './reauth.js';
import { secondFactorMethods, secondFactorRequiredOf } from './secondFactors.js';
import { forgetTotp } from './totpEnrolment.js';
import { sendWelcome } from './passwordLinks.js';
import { assertPasswordNotCommon, hashPassword, unusablePasswordHash } from './passwords.js';

export type UserCreate = z.output<typeof userCreateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;
type UserListParams = z.output<typeof userListQuerySchema>;

/** What the request's user is, for the policy; the role comes from the fixed ids of core. */
export function actorOf(user: UserRecord): Actor {
  return { id: user.id, role: roleOf(user), organizations: user.organizations.map((o) => o.id) };
}

function roleOf(user: UserRecord): RoleName {
  const role = roleById(user.roleId);
  if (!role) throw new Error(`user ${user.id} has unknown role id ${user.roleId}`);
  return role;
}

const managed = (user: UserRecord): ManagedUser => actorOf(user);

/** The user as the API shows it (core userSchema); never the password hash. */
export function toApiUser(user: UserRecord): User {
  const role = roleOf(user);
  return {
    id: user.id,
    username: user.username,
    role: { id: roleIds[role], name: role, capabilities: capabilitiesOf(role) },
    organizations: user.organizations,
    active: user.active,
    needs2FA: user.secondfactor !== 'none',
    options: {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      secondfactor: secondFactorOf(user),
      language: user.language,
    },
  };
}

function secondFactorOf(user: UserRecord): SecondFactor {
  return user.secondfactor === 'email' || user.secondfactor === 'totp' ? user.secondfactor : 'none';
}

function roleFromId(roleId: number): RoleName {
  const role = roleById(roleId);
  if (!role) throw invalidFields({ role_id: 'invalidValue' });
  return role;
}

/** The Administrator has no organization list (any sent are dropped); others keep each organization once. */
function organizationsFor(role: RoleName, ids: readonly number[]): number[] {
  return role === 'Administrator' ? [] : [...new Set(ids)].sort((a, b) => a - b);
}

async function organizationExists(ctx: AppContext, id: number): Promise<boolean> {
  return (await countExistingOrganizations(ctx.db, [id])) === 1;
}

async function assertOrganizationsExist(ctx: AppContext, ids: readonly number[]): Promise<void> {
  if ((await countExistingOrganizations(ctx.db, ids)) !== ids.length) throw invalidFields({ organizations: 'invalidValue' });
}

/** Email: required unless the role is Mobile, and whenever the second factor is email. */
function assertEmailRules(role: RoleName, email: string, secondfactor: string): void {
  if (!email && (role !== 'Mobile' || secondfactor === 'email')) throw invalidFields({ 'options.email': 'required' });
}

/** A user the actor may not see does not exist (404), for every verb. */
async function visibleUser(ctx: AppContext, actor: Actor, id: number): Promise<UserRecord> {
  const user = await findUserById(ctx.db, id);
  if (!user || !canSeeUser(actor, managed(user))) throw notFound();
  return user;
}

/**
 * The user a change or deletion is about. As `visibleUser`, except that an Administrator is a protected
 * account every admin-level user knows of: an Organization Admin changing or deleting one is refused
 * (403), not told it does not exist.
 */
async function userToManage(ctx: AppContext, actor: Actor, id: number): Promise<UserRecord> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound();
  if (canSeeUser(actor, managed(user))) return user;
  if (canAdminister(actor) && roleOf(user) === 'Administrator') throw forbidden();
  throw notFound();
}

async function reload(ctx: AppContext, id: number): Promise<User> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound();
  return toApiUser(user);
}

/**
 * `GET /users`: a page of the users the actor may see, sorted by username; `q` keeps those whose
 * username, names or email contain it (case ignored), `organization` the members of one organization
 * the actor sees (another is 404).
 */
export async function listUsers(ctx: AppContext, actor: Actor, query: UserListParams): Promise<{ data: User[]; total: number }> {
  if (!canAdminister(actor)) throw forbidden();
  const { organization, q, offset, limit } = query;
  if (organization !== undefined && (!canSeeOrganization(actor, organization) || !(await organizationExists(ctx, organization)))) {
    throw notFound();
  }
  const { rows, total } = await listVisibleUsers(ctx.db, {
    organizationIds: visibleOrganizations(actor),
    selfId: actor.id,
    organizationId: organization,
    q,
    offset,
    limit,
  });
  // The SQL filter mirrors canSeeUser for paging; the policy still has the last word on each row.
  return { data: rows.filter((row) => canSeeUser(actor, managed(row))).map(toApiUser), total };
}

export async function getUser(ctx: AppContext, actor: Actor, id: number): Promise<User> {
  return toApiUser(await visibleUser(ctx, actor, id));
}

export async function createUser(ctx: AppContext, actor: Actor, input: UserCreate, source: AuditSource): Promise<User> {
  if (!canAdminister(actor)) throw forbidden();
  const role = roleFromId(input.role_id);
  const organizations = organizationsFor(role, input.organizations);
  if (!canManageUser(actor, { role, organizations })) throw forbidden();
  await assertOrganizationsExist(ctx, organizations);
  const email = input.options.email ?? '';
  const secondfactor = input.options.secondfactor ?? 'none';
  // an authenticator app is set up by its owner, from their profile
  if (secondfactor === 'totp') throw invalidFields({ 'options.secondfactor': 'invalidValue' });
  // (core's schema refuses these too) an account without a password is useless without its welcome link
  if (input.password === undefined && !email) throw invalidFields({ 'options.email': 'required' });
  if (input.password !== undefined) assertPasswordNotCommon(input.password);
  if (await findUserByUsername(ctx.db, input.username)) throw invalidFields({ username: 'usernameTaken' });
  const id = await insertUser(
    ctx.db,
    {
      username: input.username,
      // without a password nobody can sign in until the user sets one through the welcome link
      passwordHash: input.password === undefined ? unusablePasswordHash() : await hashPassword(input.password),
      roleId: roleIds[role],
      firstname: input.options.firstname ?? '',
      lastname: input.options.lastname ?? '',
      email,
      secondfactor,
      language: input.options.language ?? 'en_US',
    },
    organizations,
  ).catch((error: unknown) => {
    // two creations of one username at the same moment: the unique index decides
    if (isUniqueViolation(error)) {
      throw invalidFields({ username: 'usernameTaken' });
    }
    throw error;
  });
  const created = await findUserById(ctx.db, id);
  if (!created) throw notFound();
  await recordAudit(ctx, source, {
    action: 'user.create',
    targetType: 'user',
    targetId: id,
    details: { username: created.username, role, organizations, password_set: input.password !== undefined },
  });
  await sendWelcome(ctx, created, input.password === undefined);
  return toApiUser(created);
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Who asks for a change: their permissions, their sign-in (which stays) and where from (for the audit trail). */
export interface UpdateRequest {
  actor: Actor;
  familyId: string;
  source: AuditSource;
}

type OwnCredentialChange = Extract<SecurityChange, 'password' | 'email' | 'secondfactor'>;

/**
 * A user's own change to how they sign in: proven with the current password first, then every other
 * session ends, the user is mailed (at the old address too when the address changes) and each change is
 * audited. An administrator changing someone else's account needs none of this.
 */
async function ownCredentialChanges(ctx: AppContext, request: UpdateRequest, target: UserRecord, changes: UserChanges, input: UserUpdate) {
  const changed: OwnCredentialChange[] = [];
  if (input.password !== undefined) changed.push('password');
  if (changes.email !== undefined && changes.email !== target.email) changed.push('email');
  if (changes.secondfactor !== undefined && changes.secondfactor !== target.secondfactor) changed.push('secondfactor');
  if (changed.length > 0) await confirmCurrentPassword(ctx, target, input.current_password);
  return {
    changed,
    async after(updated: UserRecord) {
      for (const change of changed) {
        await credentialsChanged(ctx, updated, change, request.familyId, change === 'email' ? target.email : undefined);
        await recordAudit(ctx, request.source, {
          action: `${change}.change`,
          targetType: 'user',
          targetId: target.id,
          details: change === 'secondfactor' ? { from: target.secondfactor, to: updated.secondfactor } : {},
        });
      }
    },
  };
}

/**
 * The rules of a new second factor: an authenticator app only once its owner has set one up (from the
 * profile), and none at all not for an admin-level user changing their own while one is required of them.
 */
async function assertSecondFactorChange(ctx: AppContext, target: UserRecord, next: string, self: boolean): Promise<void> {
  if (next === 'totp' && !(await findTotpCredential(ctx.db, target.id))?.secretSealed) {
    throw invalidFields({ 'options.secondfactor': 'invalidValue' });
  }
  if (
    self &&
    (await secondFactorRequiredOf(ctx, target)) &&
    (await secondFactorMethods(ctx, { ...target, secondfactor: next })).length === 0
  ) {
    throw invalidFields({ 'options.secondfactor': 'secondFactorRequired' });
  }
}

/**
 * `PUT /user/{id}` with only the changed fields. A user may change their own password and
 * options, but not their role, organizations or active flag; a manager needs canManageUser on the user
 * as it is and as it would become; an Administrator's role never changes.
 */
export async function updateUser(ctx: AppContext, request: UpdateRequest, id: number, input: UserUpdate): Promise<User> {
  const { actor } = request;
  const target = await userToManage(ctx, actor, id);
  const currentRole = roleOf(target);
  const currentOrganizations = target.organizations.map((o) => o.id);
  const nextRole = input.role_id === undefined ? currentRole : roleFromId(input.role_id);
  const nextOrganizations = organizationsFor(nextRole, input.organizations ?? currentOrganizations);
  const roleChanged = nextRole !== currentRole;
  const organizationsChanged = !sameSet(nextOrganizations, currentOrganizations);
  const activeChanged = input.active !== undefined && input.active !== target.active;
  const self = actor.id === target.id;

  if (self) {
    if (roleChanged || organizationsChanged || activeChanged) throw forbidden();
  } else if (!canManageUser(actor, managed(target)) || !canManageUser(actor, { role: nextRole, organizations: nextOrganizations })) {
    throw forbidden();
  }
  if (currentRole === 'Administrator' && roleChanged) throw forbidden();
  if (nextRole !== 'Administrator' && nextOrganizations.length === 0) throw invalidFields({ organizations: 'required' });
  if (organizationsChanged) await assertOrganizationsExist(ctx, nextOrganizations);

  const options = input.options ?? {};
  const changes: UserChanges = {};
  if (options.firstname !== undefined) changes.firstname = options.firstname;
  if (options.lastname !== undefined) changes.lastname = options.lastname;
  if (options.email !== undefined) changes.email = options.email;
  if (options.secondfactor !== undefined) changes.secondfactor = options.secondfactor;
  if (options.language !== undefined) changes.language = options.language;
  if (options.email !== undefined || options.secondfactor !== undefined || roleChanged) {
    assertEmailRules(nextRole, changes.email ?? target.email, changes.secondfactor ?? target.secondfactor);
  }
  if (changes.secondfactor !== undefined && changes.secondfactor !== target.secondfactor) {
    await assertSecondFactorChange(ctx, target, changes.secondfactor, self);
  }
  if (roleChanged) changes.roleId = roleIds[nextRole];
  if (activeChanged) changes.active = input.active!;
  if (input.password !== undefined) assertPasswordNotCommon(input.password);
  const own = self ? await ownCredentialChanges(ctx, request, target, changes, input) : undefined;
  if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);

  await updateUserRow(ctx.db, target.id, changes, organizationsChanged ? nextOrganizations : undefined);
  // switching away from an authenticator app removes it and its recovery codes
  if (target.secondfactor === 'totp' && changes.secondfactor !== undefined && changes.secondfactor !== 'totp')
    await forgetTotp(ctx, target.id);
  if (own) {
    const updated = await findUserById(ctx.db, target.id);
    if (updated) await own.after(updated);
  } else if (changes.passwordHash !== undefined || changes.active === false) {
    // A new password set by a manager, or a deactivation, ends the user's sessions at once.
    await revokeUserFamilies(ctx.db, target.id, ctx.now());
  }
  // every request reads the user afresh; an open event stream was checked once, so it reconnects
  if (roleChanged || organizationsChanged) await publishEndedStreams(ctx.db, { users: [target.id] });
  await auditUserChanges(ctx, request.source, target, changes, {
    role: roleChanged ? { from: currentRole, to: nextRole } : undefined,
    organizations: organizationsChanged ? { from: currentOrganizations, to: nextOrganizations } : undefined,
  });
  return reload(ctx, target.id);
}

/** The fields an update names in the audit trail (user.update); values are left out, they may be personal. */
const auditedUserFields = ['firstname', 'lastname', 'email', 'secondfactor', 'language', 'passwordHash'] as const;

/**
 * One entry per kind of change (docs/audit.md): role and organizations with old and new, activation on
 * its own, and the other fields by name only (`password`, never a value or a hash).
 */
async function auditUserChanges(
  ctx: AppContext,
  source: AuditSource,
  target: UserRecord,
  changes: UserChanges,
  moved: { role: { from: RoleName; to: RoleName } | undefined; organizations: { from: number[]; to: number[] } | undefined },
): Promise<void> {
  const about = { targetType: 'user', targetId: target.id } as const;
  const username = target.username;
  if (moved.role) await recordAudit(ctx, source, { action: 'user.role', ...about, details: { username, ...moved.role } });
  if (moved.organizations) {
    await recordAudit(ctx, source, { action: 'user.organizations', ...about, details: { username, ...moved.organizations } });
  }
  if (changes.active !== undefined) {
    await recordAudit(ctx, source, { action: changes.active ? 'user.activate' : 'user.deactivate', ...about, details: { username } });
  }
  const fields = auditedUserFields.filter((field) => changes[field] !== undefined).map((f) => (f === 'passwordHash' ? 'password' : f));
  if (fields.length > 0) await recordAudit(ctx, source, { action: 'user.update', ...about, details: { username, fields } });
}

/** An Administrator cannot be deleted; nobody deletes their own account. */
export async function deleteUser(ctx: AppContext, actor: Actor, id: number, source: AuditSource): Promise<void> {
  const target = await userToManage(ctx, actor, id);
  if (target.id === actor.id || roleOf(target) === 'Administrator' || !canManageUser(actor, managed(target))) throw forbidden();
  await deleteUserRow(ctx.db, target.id);
  await recordAudit(ctx, source, {
    action: 'user.delete',
    targetType: 'user',
    targetId: target.id,
    details: { username: target.username, role: roleOf(target) },
  });
}
