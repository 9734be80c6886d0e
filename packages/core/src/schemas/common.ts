// zod's mini build (functional API): the schemas travel into every partner page's `<report-form>` bundle,
// where classic zod's methods would cost ~20 KiB gzip (docs/decisions.md)
import * as z from 'zod/mini';
import { limits } from '../limits.js';

/** Ids are positive integers. Path params arrive as strings. */
export const idSchema = z.coerce.number({ error: 'invalidValue' }).check(z.int('invalidValue'), z.positive('invalidValue'));
/** `POST /user/{id}/reset` also takes 0 for `{id}`: the user is named by the username in the body. */
export const idOrZeroSchema = z.coerce.number({ error: 'invalidValue' }).check(z.int('invalidValue'), z.gte(0, 'invalidValue'));

export const requiredString = (max: number, exceeded: string) =>
  z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, exceeded));

export const usernameSchema = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, 'required'),
  z.maxLength(limits.usernameMax, 'usernameExceeded'),
  // letters, digits, underscore, dot and hyphen only
  z.regex(/^[A-Za-z0-9_.-]+$/, 'usernameAlphaNumber'),
);

export const emailSchema = z.pipe(
  z.string({ error: 'required' }).check(z.trim(), z.maxLength(limits.emailMax, 'invalidEmail')),
  z.email('invalidEmail'),
);

export const optionalEmailSchema = z.union([z.literal(''), emailSchema]);

export const secondFactorSchema = z.enum(['email', 'none'], { error: 'invalidValue' });

export const twoFactorCodeSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d*$/, 'invalidCode'), z.length(limits.twoFactorCodeLength, 'maxCodeLength'));

export const listQuerySchema = z.strictObject({
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(limits.listPageMax)), 20),
});

/**
 * Envelope helpers, for OpenAPI and for tests. The schema is a `$ZodType` (what `z.object`'s shape takes),
 * not any `SomeType`: the published declarations name that shape, and a consumer's strict compile checks it.
 */
export const dataEnvelope = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema });
export const listEnvelope = <T extends z.core.$ZodType>(schema: T) => z.object({ data: z.array(schema), total: z.int() });

export const errorEnvelopeSchema = z.object({
  error: z.object({
    type: z.string(),
    message: z.string(),
    data: z.optional(z.unknown()),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
