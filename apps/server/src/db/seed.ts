/**
 * First data of a new database: the demo organizations, accounts (listed in the README), reports
 * (seedReports.ts) and stories (seedStories.ts) on an empty database outside production; in production only the first
 * Administrator from the environment.
 */
import { passwordSchema, roleIds, usernameSchema, type RoleName } from '@fieldwatch/core';
import { sql } from 'drizzle-orm';
import type { MediaContext } from '../media/index.js';
import { assertPasswordNotCommon, hashPassword } from '../services/passwords.js';
import type { Database } from './connect.js';
import { insertOrganization } from './queries/organizations.js';
import { countUsers, insertUser } from './queries/users.js';
import { seedDemoReports } from './seedReports.js';
import { seedDemoStories } from './seedStories.js';

export const demoPassword = 'Fieldwatch#1';
const demoOrganizations = ['Field Team North', 'Field Team South'] as const;

type DemoOrganization = (typeof demoOrganizations)[number];

export interface DemoAccount {
  username: string;
  role: RoleName;
  organizations: DemoOrganization[];
  secondfactor: 'email' | 'none';
  firstname: string;
  lastname: string;
}

export const demoAccounts: DemoAccount[] = [
  { username: 'admin', role: 'Administrator', organizations: [], secondfactor: 'none', firstname: 'Ada', lastname: 'Admin' },
  { username: 'secure', role: 'Administrator', organizations: [], secondfactor: 'email', firstname: 'Samir', lastname: 'Secure' },
  {
    username: 'northadmin',
    role: 'Organization Admin',
    organizations: ['Field Team North'],
    secondfactor: 'none',
    firstname: 'Nadia',
    lastname: 'North',
  },
  {
    username: 'southadmin',
    role: 'Organization Admin',
    organizations: ['Field Team South'],
    secondfactor: 'none',
    firstname: 'Sipho',
    lastname: 'South',
  },
  { username: 'reader', role: 'Reader', organizations: ['Field Team North'], secondfactor: 'none', firstname: 'Rosa', lastname: 'Reader' },
  { username: 'mobile', role: 'Mobile', organizations: ['Field Team North'], secondfactor: 'none', firstname: 'Moses', lastname: 'Mobile' },
];

/**
 * Seeds the demo data when the database has no user yet; true when it did. With `media` (the server's
 * data folder and clock) a few reports get generated photos; tests leave it out to stay fast.
 */
export function seedDemoData(db: Database, media?: MediaContext): Promise<boolean> {
  return underSeedLock(db, (tx) => seedDemoDataNow(tx, media));
}

/**
 * Several servers started together on one empty database (`npm run cluster`, replicas of a deployment)
 * would each find no user and each seed: the seeding runs in one transaction that first takes a lock,
 * so the next one waits, then finds the users and does nothing. The lock ends with the transaction.
 */
function underSeedLock<T>(db: Database, seed: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fieldwatch.seed'))`);
    return seed(tx);
  });
}

async function seedDemoDataNow(db: Database, media?: MediaContext): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const organizationIds = new Map<DemoOrganization, number>();
  for (const name of demoOrganizations) organizationIds.set(name, await insertOrganization(db, name));
  const userIds = new Map<string, number>();
  for (const account of demoAccounts) {
    const id = await insertUser(
      db,
      {
        username: account.username,
        passwordHash: await hashPassword(demoPassword),
        roleId: roleIds[account.role],
        firstname: account.firstname,
        lastname: account.lastname,
        email: `${account.username}@fieldwatch.example`,
        secondfactor: account.secondfactor,
        language: 'en_US',
      },
      account.organizations.map((name) => organizationIds.get(name)!),
    );
    userIds.set(account.username, id);
  }
  const id = (username: string) => userIds.get(username)!;
  const people = {
    organizations: { north: organizationIds.get('Field Team North')!, south: organizationIds.get('Field Team South')! },
    users: { admin: id('admin'), northadmin: id('northadmin'), southadmin: id('southadmin'), reader: id('reader'), mobile: id('mobile') },
  };
  await seedDemoReports(db, people, media);
  await seedDemoStories(db, people, media?.now() ?? new Date());
  return true;
}

/**
 * Production: the first Administrator from ADMIN_USERNAME / ADMIN_PASSWORD when there is no user.
 * Returns 'created', 'exists', or else a problem to report instead of starting with no way in.
 */
export function seedFirstAdministrator(db: Database, username: string | undefined, password: string | undefined): Promise<string> {
  return underSeedLock(db, (tx) => seedFirstAdministratorNow(tx, username, password));
}

async function seedFirstAdministratorNow(db: Database, username: string | undefined, password: string | undefined): Promise<string> {
  if ((await countUsers(db)) > 0) return 'exists';
  if (!username || !password) return 'The database has no user: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first administrator.';
  if (!usernameSchema.safeParse(username).success)
    return 'ADMIN_USERNAME may hold only letters, digits, underscore, dot and hyphen (at most 50).';
  const check = passwordSchema.safeParse(password);
  if (!check.success) return `ADMIN_PASSWORD does not meet the password rules (${check.error.issues[0]?.message ?? 'invalid'}).`;
  try {
    assertPasswordNotCommon(password);
  } catch {
    return 'ADMIN_PASSWORD is a common password: choose another.';
  }
  await insertUser(db, { username, passwordHash: await hashPassword(password), roleId: roleIds.Administrator }, []);
  return 'created';
}
