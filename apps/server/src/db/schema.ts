/**
 * The database schema (Drizzle). Migrations in ../../drizzle are generated from this file with
 * `npx drizzle-kit generate` and run unchanged on PGlite and PostgreSQL.
 *
 * Secrets are never stored in the clear: refresh, remember and reset tokens are kept as SHA-256
 * hashes, two-factor codes as HMACs, passwords as argon2id hashes.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Fixed ids (core `roleIds`), inserted by the first migration. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    active: boolean('active').notNull().default(true),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    email: text('email').notNull().default(''),
    secondfactor: text('secondfactor').notNull().default('none'),
    language: text('language').notNull().default('en_US'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // "Admin" and "admin" are the same account: usernames are unique whatever their case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_secondfactor_check', sql`${t.secondfactor} in ('email', 'none')`),
  ],
);

export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] }), index('user_organizations_organization_idx').on(t.organizationId)],
);

/** One row per issued refresh token; a family is one sign-in and the access tokens issued within it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    revokedAt: moment('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: moment('sent_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('two_factor_codes_user_idx').on(t.userId)],
);

export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remember_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Only options that differ from core `defaultOptions` are stored; the rest read as their default. */
export const options = pgTable('options', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** Fixed-window counters, shared by every server process (DESIGN.md "Scale path"). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: moment('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);
