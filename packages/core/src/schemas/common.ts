import * as z from 'zod';
import { limits } from '../limits.js';

/** Ids are positive integers (API.md). Path params arrive as strings. */
export const idSchema = z.coerce.number({ error: 'invalidValue' }).int('invalidValue').positive('invalidValue');
/** `POST /user/{id}/reset` allows `{id}` to be 0 (API.md). */
export const idOrZeroSchema = z.coerce.number({ error: 'invalidValue' }).int('invalidValue').min(0, 'invalidValue');

export const requiredString = (max: number, exceeded: string) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, exceeded);

export const usernameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(limits.usernameMax, 'usernameExceeded')
  // spec §5: letters, digits, underscore, dot, hyphen
  .regex(/^[A-Za-z0-9_.-]+$/, 'usernameAlphaNumber');

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .max(limits.emailMax, 'invalidEmail')
  .pipe(z.email('invalidEmail'));

export const optionalEmailSchema = z.union([z.literal(''), emailSchema]);

export const secondFactorSchema = z.enum(['email', 'none'], { error: 'invalidValue' });

export const twoFactorCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d*$/, 'invalidCode')
  .length(limits.twoFactorCodeLength, 'maxCodeLength');

export const listQuerySchema = z.strictObject({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(limits.listPageMax).default(20),
});

/** Envelope helpers, for OpenAPI and for tests. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), total: z.number().int() });

export const errorEnvelopeSchema = z.object({
  error: z.object({
    type: z.string(),
    message: z.string(),
    data: z.unknown().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
