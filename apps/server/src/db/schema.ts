/**
 * The database schema (Drizzle). Migrations in ../../drizzle are generated from this file with
 * `npx drizzle-kit generate` and run unchanged on PGlite and PostgreSQL.
 *
 * Secrets are never stored in the clear: refresh, remember and reset tokens are kept as SHA-256
 * hashes, two-factor codes as HMACs, passwords as argon2id hashes.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  bigint,
  jsonb,
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
    check('users_secondfactor_check', sql`${t.secondfactor} in ('email', 'none', 'totp')`),
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

/**
 * A user's authenticator app (TOTP). Secrets are sealed with AES-256-GCM under a key derived from the
 * server secret (services/secrets.ts), so a copy of the database alone yields no codes. `secret_sealed`
 * is the confirmed secret (null until the first code confirms one); `pending_sealed` a new secret waiting
 * for its first code, which leaves the confirmed one working until then. `last_step` is the time step of
 * the last code accepted, so a code works once.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed'),
  pendingSealed: text('pending_sealed'),
  confirmedAt: moment('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes of a user with an authenticator app, kept as keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
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

/**
 * WebAuthn passkeys, a second factor (docs/sign-in.md "Passkeys"). The credential id and public key are
 * what the authenticator gave at registration (base64url); the counter is the authenticator's signature
 * count, kept to notice a cloned authenticator (a count that goes backwards is refused).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges handed out and not yet answered: kept in the database (not in the process) so
 * that any server process can check the answer; each is deleted as it is used, or by housekeeping
 * once expired.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** the relying-party id the options named, which the answer must match */
    rpId: text('rp_id').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    index('passkey_challenges_user_idx').on(t.userId),
    check('passkey_challenges_purpose_check', sql`${t.purpose} in ('registration', 'authentication')`),
  ],
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

/**
 * Terminology overrides (docs/terminology.md): the text an Administrator put in place of a catalogue
 * message, by language code (`fr`) and message key. Only texts that differ from the catalogue are kept.
 */
export const languageStrings = pgTable(
  'language_strings',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** Fixed-window counters, in the database so that every server process shares them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: moment('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Exponential back-off counters (docs/sign-in.md "Back-off"): how many events a key has had since it
 * was last quiet for a while, and when the last one was let through. Claimed atomically, so that
 * parallel requests from many addresses get one attempt per pause between them.
 */
export const backoffs = pgTable(
  'backoffs',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    lastAt: moment('last_at').notNull(),
  },
  (t) => [index('backoffs_last_at_idx').on(t.lastAt)],
);

/**
 * A create call's `Idempotency-Key` (docs/api.md "Sending a create call twice"), claimed by the first
 * call that sends it and completed with that call's answer, which a repeat of the call gets back. Keyed by
 * who calls (`user:{id}`, or `anonymous` for every anonymous submission token), the route with its
 * parameters, and the key. Kept `limits.idempotencyKeyDays`; housekeeping deletes older rows.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    /** method, route pattern and path parameters: `POST /api/report/:id/media {"id":12}` */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the method, the path and the body (an upload's file as its own SHA-256) */
    fingerprint: text('fingerprint').notNull(),
    /** the answer's status; null while the first call is being processed */
    status: integer('status'),
    contentType: text('content_type'),
    /** the answer's body as it was sent, byte for byte */
    body: text('body'),
    /**
     * What the call created (`report:12`), written in the same transaction as the record itself: a call
     * that died after that commit and before storing its answer is answered from it, never processed again.
     */
    created: text('created'),
    createdAt: createdAt(),
    /** when the call processing it claimed it; a claim older than two minutes that never completed is taken over */
    claimedAt: moment('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------
// Reports (docs/reports.md)
// ---------------------------------------------------------------------------------------------------

/**
 * Report times keep milliseconds only, so that a JavaScript Date round-trips exactly: the keyset
 * cursor carries the sort key of the last row and must compare equal to the stored value.
 */
const reportMoment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Localized text keyed by locale (`en_US`, `fr_FR`, …). */
export type Translations = Record<string, string>;

/** One stored image variant, written by the media module. */
export interface StoredVariant {
  size: 'thumbnail' | 'small' | 'medium' | 'large';
  storageKey: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
}

/**
 * What the list's visibility rule and filters test besides the sort key and the organization: the
 * trailing columns of the two `reports_published_…` indexes.
 */
const filterColumns = (t: {
  lifecycle: AnyPgColumn;
  urgency: AnyPgColumn;
  verified: AnyPgColumn;
  visibility: AnyPgColumn;
  authorId: AnyPgColumn;
  assigneeId: AnyPgColumn;
}) => [t.lifecycle, t.urgency, t.verified, t.visibility, t.authorId, t.assigneeId];

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // a deleted account leaves its reports behind, authorless
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    // rounded to 6 decimals (the stored precision) by the core schemas before they get here
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    eventDate: reportMoment('event_date').notNull(),
    createdAt: reportMoment('created_at').notNull().defaultNow(),
    updatedAt: reportMoment('updated_at').notNull().defaultNow(),
    source: text('source').notNull().default('web'),
    status: text('status').notNull().default('draft'),
    isNew: boolean('is_new').notNull().default(true),
    lifecycle: text('lifecycle').notNull().default('new'),
    urgency: text('urgency'),
    verified: boolean('verified').notNull().default(false),
    visibility: text('visibility').notNull().default('private'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The id (`jti`) of the anonymous submission token that created the report: the only
     * proof that its bearer may add media to this draft and publish it. Null for every other report.
     */
    anonymousTokenId: uuid('anonymous_token_id'),
    /**
     * For a report made or last brought up to date by an import: the export id the file gave it
     * (`<installation id>:<report id>` of the report it copies). A later import of a file holding that
     * id updates or skips this report instead of creating another; an export writes it back unchanged,
     * so a copy keeps naming its original. Null for every other report (docs/reports.md "Export and import").
     */
    sourceExportId: text('source_export_id'),
    // Maintained by the database, so no write path can forget it. 'simple': no stemming, every
    // language behaves the same (docs/reports.md "Lists, search and paging").
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, "title" || ' ' || "content")`),
  },
  (t) => [
    check('reports_source_check', sql`${t.source} in ('web', 'mobile', 'import', 'anonymous')`),
    check('reports_status_check', sql`${t.status} in ('draft', 'published')`),
    check('reports_lifecycle_check', sql`${t.lifecycle} in ('new', 'started', 'closed')`),
    check('reports_urgency_check', sql`${t.urgency} is null or ${t.urgency} in ('minor', 'moderate', 'critical')`),
    check('reports_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    // Keyset paging in every sort order (the id breaks ties). The default order (event date) reads
    // published reports only, as every collection does, and its two indexes also carry every column
    // that visibility and the filter panel test, and the position: after the unique (event_date, id)
    // prefix they never change the order, but they let the bounded count and the map's read of every
    // point run as index-only scans instead of reading 650-byte rows (docs/decisions.md "Reports": the
    // list at a million reports; "The map's first answer after a restart").
    index('reports_published_event_date_idx')
      .on(t.eventDate.desc(), t.id.desc(), t.organizationId, ...filterColumns(t), t.latitude, t.longitude)
      .where(sql`${t.status} = 'published'`),
    // the same per organization: Organization Admins, Readers and Mobile users, and the export
    index('reports_published_organization_event_date_idx')
      .on(t.organizationId, t.eventDate.desc(), t.id.desc(), ...filterColumns(t), t.latitude, t.longitude)
      .where(sql`${t.status} = 'published'`),
    index('reports_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reports_updated_at_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('reports_author_idx').on(t.authorId),
    index('reports_assignee_idx').on(t.assigneeId),
    // only published reports are ever searched; partial, so that a count of matches for an
    // Administrator needs no heap page that the visibility map already knows
    index('reports_search_idx')
      .using('gin', t.search)
      .where(sql`${t.status} = 'published'`),
    // substring search for scripts written without spaces (needs the pg_trgm extension, migration 0002)
    index('reports_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // an organization holds one copy of an exported report: two imports running at once cannot both create it
    uniqueIndex('reports_organization_source_export_idx')
      .on(t.organizationId, t.sourceExportId)
      .where(sql`${t.sourceExportId} is not null`),
  ],
);

/** Text compared byte by byte (collation "C"): every word that starts with a prefix is one key range. */
const byteText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * Every lexeme of every report's `search` vector, once: the vocabulary of the reports. A searched
 * word prefix is looked up here and, when it begins only a few words, searched as those exact words,
 * which the full-text index intersects far faster than prefixes (docs/decisions.md "Reports").
 * Filled by triggers on `reports` (migration 0005); words of deleted reports stay, matching nothing.
 */
export const reportWords = pgTable('report_words', {
  word: byteText('word').primaryKey(),
});

/**
 * The change log of the map: a row per report that may have moved on the map or in or out of a filter,
 * appended by statement triggers on `reports` (the columns filters and visibility read), `report_tags`
 * and `folder_reports` (migration 0019); `report_id` null when a whole table was emptied. Writers only
 * append (a sequence number each, no row they wait on), so they never queue behind one another. Its
 * newest `id` is the map data version: the map's in-memory point indexes (services/reportMap.ts) read
 * the rows past the one they have seen on every request and apply those reports, so a change made
 * through any process is seen at once, and an edit that cannot change the map (opening a report
 * clears `is_new`) writes nothing. Housekeeping removes rows older than a day.
 */
export const reportChanges = pgTable('report_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  reportId: integer('report_id'),
  changedAt: moment('changed_at').notNull().defaultNow(),
});

/**
 * The map's point sets in use (services/reportMap.ts, "warm-up"): what the visibility rule reads of a
 * viewer, the filters, and when a process last built or served them. A process that starts builds the
 * most recent before it says it is ready, so that the first map after a deploy or a restart does not
 * wait for every point to be read. Housekeeping removes rows older than a day.
 */
export const mapWarmSets = pgTable('map_warm_sets', {
  key: text('key').primaryKey(),
  viewer: jsonb('viewer').notNull(),
  filters: jsonb('filters').notNull(),
  usedAt: moment('used_at').notNull().defaultNow(),
});

/**
 * This installation, one row made by migration 0011: its random id names its reports in exports
 * (`<installation id>:<report id>`), so an import can tell a report of this server from a copy of
 * another server's report with the same number.
 */
export const installation = pgTable(
  'installation',
  {
    id: integer('id').primaryKey(),
    installationId: uuid('installation_id').notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [check('installation_single_row', sql`${t.id} = 1`)],
);

export const tagGroups = pgTable(
  'tag_groups',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    prompt: jsonb('prompt').$type<Translations>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [check('tag_groups_type_check', sql`${t.type} in ('single', 'multi', 'text')`)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => tagGroups.id, { onDelete: 'cascade' }),
    // null: a tag every organization uses
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('tags_group_idx').on(t.groupId), index('tags_organization_idx').on(t.organizationId)],
);

export const reportTags = pgTable(
  'report_tags',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  // the filter asks "which reports carry tag X", so the tag leads the second index
  (t) => [primaryKey({ columns: [t.reportId, t.tagId] }), index('report_tags_tag_idx').on(t.tagId, t.reportId)],
);

/** The value of a text-type tag group for one report (`taxonomies[groupId]` is a string). */
export const reportTagTexts = pgTable(
  'report_tag_texts',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => tagGroups.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.groupId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    status: text('status').notNull().default('draft'),
    createdAt: reportMoment('created_at').notNull().defaultNow(),
    /** when it was published; null while a draft */
    postedAt: reportMoment('posted_at'),
  },
  (t) => [
    check('comments_status_check', sql`${t.status} in ('draft', 'published')`),
    index('comments_report_idx').on(t.reportId, t.postedAt),
  ],
);

export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    data: jsonb('data').notNull().default({}),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: reportMoment('created_at').notNull().defaultNow(),
  },
  (t) => [index('activity_report_idx').on(t.reportId, t.createdAt.desc(), t.id.desc())],
);

/**
 * A stored file. Every media item belongs to a report (so the report's visibility and deletion govern
 * it); a comment's media also name the comment. `activity_id` is the entry that announced it.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').references(() => activity.id, { onDelete: 'set null' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    caption: text('caption'),
    createdAt: reportMoment('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('media_kind_check', sql`${t.kind} in ('image', 'video', 'audio', 'document')`),
    index('media_report_idx').on(t.reportId),
    index('media_comment_idx').on(t.commentId),
    index('media_activity_idx').on(t.activityId),
  ],
);

export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('folders_organization_idx').on(t.organizationId)],
);

export const folderReports = pgTable(
  'folder_reports',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.reportId] }), index('folder_reports_report_idx').on(t.reportId)],
);

// ---------------------------------------------------------------------------------------------------
// Map layers (docs/layers.md)
// ---------------------------------------------------------------------------------------------------

/**
 * A map layer of an organization. A raster layer is an XYZ tile URL; a vector layer is either a
 * Mapbox tileset (with its source-layer name and how to draw it) or an uploaded file, stored as
 * gzipped GeoJSON in the media storage under a generated key (never the uploader's file name). The
 * check keeps every row coherent with its kind, so a reader never meets a raster layer with a tileset
 * or a file layer without its file.
 */
export const layers = pgTable(
  'layers',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** name per locale (`en_US`, `fr_FR`, …) */
    name: jsonb('name').$type<Translations>().notNull().default({}),
    type: text('type').notNull(),
    colour: text('colour').notNull(),
    rasterUrl: text('raster_url'),
    vectorSource: text('vector_source'),
    vectorTileset: text('vector_tileset'),
    vectorLayerName: text('vector_layer_name'),
    vectorGeometry: text('vector_geometry'),
    /** media storage key of the gzipped GeoJSON (vector layers from a file) */
    fileKey: text('file_key'),
    fileFeatures: integer('file_features'),
    /** size of the GeoJSON before compression */
    fileBytes: integer('file_bytes'),
    /** how the file's features are drawn: 'circle', 'line', 'fill' */
    fileGeometries: jsonb('file_geometries').$type<string[]>(),
    /** SHA-256 of the GeoJSON (hex): the data route's ETag */
    fileHash: text('file_hash'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('layers_organization_idx').on(t.organizationId),
    check('layers_type_check', sql`${t.type} in ('raster', 'vector')`),
    check('layers_vector_geometry_check', sql`${t.vectorGeometry} is null or ${t.vectorGeometry} in ('circle', 'line', 'fill')`),
    check(
      'layers_kind_check',
      sql`(${t.type} = 'raster' and ${t.rasterUrl} is not null and ${t.vectorSource} is null and ${t.vectorTileset} is null and ${t.fileKey} is null)
        or (${t.type} = 'vector' and ${t.rasterUrl} is null and ${t.vectorSource} = 'mapbox'
            and ${t.vectorTileset} is not null and ${t.vectorLayerName} is not null and ${t.vectorGeometry} is not null and ${t.fileKey} is null)
        or (${t.type} = 'vector' and ${t.rasterUrl} is null and ${t.vectorSource} = 'file' and ${t.vectorTileset} is null
            and ${t.fileKey} is not null and ${t.fileFeatures} is not null and ${t.fileBytes} is not null and ${t.fileHash} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Stories (docs/stories.md)
// ---------------------------------------------------------------------------------------------------

/**
 * A block of a story's body as stored: its id (made by the editor, or by the server for a block sent
 * without one) stays with it when blocks are moved. A report block keeps only the report's id: what it
 * shows is read live, so an edited report shows its new title and a deleted one shows nothing.
 */
export type StoredStoryBlock = { id: string; type: 'text'; textInput: string } | { id: string; type: 'report'; reportId: number };

/** A story's cover image: stored by the media module like a report image (original and resized copies). */
export interface StoredStoryCover {
  storageKey: string;
  name: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  variants: StoredVariant[];
}

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // a deleted account leaves its stories behind, authorless
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    published: boolean('published').notNull().default(false),
    colour: text('colour').notNull(),
    cover: jsonb('cover').$type<StoredStoryCover>(),
    body: jsonb('body').$type<StoredStoryBlock[]>().notNull().default([]),
    /** goes up by one on every save: a save names the version it was made on (optimistic concurrency) */
    version: integer('version').notNull().default(1),
    createdAt: reportMoment('created_at').notNull().defaultNow(),
    updatedAt: reportMoment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('stories_version_check', sql`${t.version} > 0`),
    // the list: one organization's stories, last changed first
    index('stories_organization_updated_idx').on(t.organizationId, t.updatedAt.desc(), t.id.desc()),
    // search anywhere in the title or subtitle, ignoring case: trigram indexes serve `ilike '%…%'`
    // (pg_trgm, migration 0002; docs/decisions.md "Stories")
    index('stories_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('stories_subtitle_trgm_idx').using('gin', t.subtitle.op('gin_trgm_ops')),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Broadcasts (docs/messages.md)
// ---------------------------------------------------------------------------------------------------

/**
 * A message an organization's admins sent. `recipients` keeps what the author chose (user ids, or the
 * one role id; empty for everyone); who actually got it is fixed at send time in `broadcast_recipients`,
 * so a user who joins or leaves the organization later does not change what was delivered.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    type: text('type').notNull(),
    recipients: jsonb('recipients').$type<number[]>().notNull().default([]),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('broadcasts_organization_created_idx').on(t.organizationId, t.createdAt),
    check('broadcasts_type_check', sql`${t.type} in ('everyone', 'users', 'role')`),
  ],
);

/** One row per user a broadcast was delivered to: that user's inbox, and whether they have read it. */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: moment('read_at'),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] }), index('broadcast_recipients_user_idx').on(t.userId, t.readAt)],
);

/**
 * The audit trail of security-relevant events (docs/audit.md): who did what, when and from where.
 * Append-only: the migration adds a trigger that refuses every UPDATE and DELETE, so not even the
 * server's own code can rewrite history. The actor's username is copied in, so an entry still reads
 * after the user is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: moment('at').notNull().defaultNow(),
    /** the signed-in user who acted; null for a stranger (a failed sign-in) or the server itself */
    actorId: integer('actor_id'),
    actorUsername: text('actor_username'),
    /** the client's address as the server saw it (behind TRUST_PROXY, the forwarded one) */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** a dotted name from core `auditActions` (`signin.failure`, `user.role`, `settings.update`, …) */
    action: text('action').notNull(),
    /** what was acted on: `user`, `organization`, `report`, `options`, … with its id */
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** what changed (field names, old and new role, export filters); never a secret */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_actor_at_idx').on(t.actorId, t.at),
  ],
);
