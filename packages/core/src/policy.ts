/**
 * Who may do what (docs/roles.md). The UI uses it to hide what a user cannot do; the
 * server uses the same functions to refuse it. One definition of every rule.
 */
import type { Options } from './schemas/options.js';

export const roleNames = ['Administrator', 'Organization Admin', 'Reader', 'Mobile'] as const;
export type RoleName = (typeof roleNames)[number];

/** Fixed role ids, seeded by the server's first migration. */
export const roleIds: Record<RoleName, number> = {
  Administrator: 1,
  'Organization Admin': 2,
  Reader: 3,
  Mobile: 4,
};

export function roleById(id: number): RoleName | undefined {
  return roleNames.find((name) => roleIds[name] === id);
}

/** The parts of a user that decide permissions. */
export interface Actor {
  id: number;
  role: RoleName;
  /** organization ids the user belongs to (empty for the Administrator, who sees all) */
  organizations: readonly number[];
}

export const isSuperAdmin = (actor: Actor): boolean => actor.role === 'Administrator';
/** The two admin-type roles: Organization Admin, and above it the Administrator. */
export const isAdminLevel = (actor: Actor): boolean => actor.role === 'Administrator' || actor.role === 'Organization Admin';
export const isReadOnly = (actor: Actor): boolean => actor.role === 'Reader';
export const isMobile = (actor: Actor): boolean => actor.role === 'Mobile';

export function canSeeOrganization(actor: Actor, organizationId: number): boolean {
  return isSuperAdmin(actor) || actor.organizations.includes(organizationId);
}

/** Organizations whose data the actor may see; `'all'` for the Administrator. */
export function visibleOrganizations(actor: Actor): readonly number[] | 'all' {
  return isSuperAdmin(actor) ? 'all' : actor.organizations;
}

export const canCreateReports = (actor: Actor): boolean => actor.role !== 'Reader';
/** The dashboard's report form (/new-report) is closed to Mobile users (they report from the app) and Readers. */
export const canUseReportForm = (actor: Actor): boolean => actor.role !== 'Reader' && actor.role !== 'Mobile';
/** Edit, verify, visibility, assign, urgency, close, comment. */
export const canEditReports = (actor: Actor): boolean => isAdminLevel(actor);
export const canDeleteReports = (actor: Actor): boolean => isAdminLevel(actor);
export const canReadStories = (actor: Actor): boolean => actor.role !== 'Mobile';
export const canWriteStories = (actor: Actor): boolean => isAdminLevel(actor);
export const canSeeAnalytics = (actor: Actor): boolean => actor.role !== 'Mobile';
export const canSendBroadcasts = (actor: Actor): boolean => isAdminLevel(actor);
/** Tags, users, layers, export. */
export const canAdminister = (actor: Actor): boolean => isAdminLevel(actor);
export const canManageOrganizations = (actor: Actor): boolean => isSuperAdmin(actor);
export const canManageSettings = (actor: Actor): boolean => isSuperAdmin(actor);
/** The audit trail: who did what, every organization's users included, so the Administrator alone. */
export const canReadAudit = (actor: Actor): boolean => isSuperAdmin(actor);

export interface ManagedUser {
  id: number;
  role: RoleName;
  organizations: readonly number[];
}

/** May the actor see this user's record (list, get)? */
export function canSeeUser(actor: Actor, target: ManagedUser): boolean {
  if (actor.id === target.id) return true;
  if (isSuperAdmin(actor)) return true;
  if (actor.role !== 'Organization Admin') return false;
  return target.organizations.some((id) => actor.organizations.includes(id));
}

/**
 * May the actor create, edit or delete this user? An Organization Admin manages only non-Administrators
 * whose organizations are all among its own, and may only give its own organizations.
 */
export function canManageUser(actor: Actor, target: Pick<ManagedUser, 'role' | 'organizations'>): boolean {
  if (isSuperAdmin(actor)) return true;
  if (actor.role !== 'Organization Admin') return false;
  if (target.role === 'Administrator') return false;
  return target.organizations.length > 0 && target.organizations.every((id) => actor.organizations.includes(id));
}

/** Capability names carried on the role object (`Role.capabilities`), derived from the rules above. */
export function capabilitiesOf(role: RoleName): string[] {
  const actor: Actor = { id: 0, role, organizations: [] };
  const caps: [string, boolean][] = [
    ['reports.read', true],
    ['reports.create', canCreateReports(actor)],
    ['reports.edit', canEditReports(actor)],
    ['reports.delete', canDeleteReports(actor)],
    ['stories.read', canReadStories(actor)],
    ['stories.write', canWriteStories(actor)],
    ['analytics.read', canSeeAnalytics(actor)],
    ['broadcasts.send', canSendBroadcasts(actor)],
    ['admin.manage', canAdminister(actor)],
    ['organizations.manage', canManageOrganizations(actor)],
    ['settings.manage', canManageSettings(actor)],
  ];
  return caps.filter(([, allowed]) => allowed).map(([name]) => name);
}

const on = (options: Partial<Options> | undefined, name: keyof Options): boolean => options?.[name] !== '0';

/** Dashboard areas: the screens behind the routes and the left navigation (docs/screens.md). */
export type Area =
  | 'dashboard'
  | 'newReport'
  | 'report'
  | 'stories'
  | 'storiesCreate'
  | 'messages'
  | 'inbox'
  | 'analytics'
  | 'admin'
  | 'adminOrganizations'
  | 'adminSettings'
  | 'adminAudit'
  | 'profile';

/** May the actor open this area, given the options in force? Used by route guards and the navigation. */
export function canOpen(actor: Actor, area: Area, options?: Partial<Options>): boolean {
  switch (area) {
    // the inbox too: every user's messages, readable even with broadcasts off (what was delivered is theirs)
    case 'dashboard':
    case 'report':
    case 'profile':
    case 'inbox':
      return true;
    case 'newReport':
      return canUseReportForm(actor);
    case 'stories':
      return canReadStories(actor) && on(options, 'stories_enabled');
    case 'storiesCreate':
      return canWriteStories(actor) && on(options, 'stories_enabled');
    case 'messages':
      return canSendBroadcasts(actor) && on(options, 'broadcasts_enabled');
    case 'analytics':
      return canSeeAnalytics(actor) && on(options, 'analytics_enabled');
    case 'admin':
      return canAdminister(actor);
    case 'adminOrganizations':
      return canManageOrganizations(actor) && on(options, 'organizations_shown');
    case 'adminSettings':
      return canManageSettings(actor);
    case 'adminAudit':
      return canReadAudit(actor);
  }
}
