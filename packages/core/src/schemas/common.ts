// zod's mini build (functional API): the schemas travel into every partner page's `<report-form>` bundle,
// where classic zod's methods would cost ~20 KiB gzip (docs/decisions.md)
import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { secondFactorMethods } from '../errors.js';

/** Plain decimal digits: no sign, no leading zero, no exponent, no `0x`, no spaces. */
const decimalDigits = /^(0|[1-9][0-9]*)$/;

/**
 * A whole number from `min` to `max`, given as a JSON number or — as path and query params always arrive —
 * as text of plain decimal digits. `0x10`, `+1`, `1e0`, `00001`, `-0` and `1.0` are refused rather than read
 * as numbers: a client that writes them has a bug worth hearing about, and a number past what the database
 * stores would otherwise fail in the query instead of in validation.
 */
export const wholeNumberSchema = (min: number, max: number, error = 'invalidValue') =>
  // a codec rather than a transform: answers are encoded through the same schemas, and a number encodes as itself
  z.codec(
    z.union([z.int({ error }), z.string({ error }).check(z.regex(decimalDigits, error))], { error }),
    z.int({ error }).check(z.gte(min, error), z.lte(max, error)),
    { decode: (value) => Number(value), encode: (value) => value },
  );

/** Ids are positive integers the database can store (a 32-bit column). Path params arrive as strings. */
export const idSchema = wholeNumberSchema(1, limits.idMax);
/** `POST /user/{id}/reset` also takes 0 for `{id}`: the user is named by the username in the body. */
export const idOrZeroSchema = wholeNumberSchema(0, limits.idMax);

/**
 * NUL, which PostgreSQL cannot store in text, and a UTF-16 half without its pair (`\uD800`), which is no
 * character at all: refused in every text a client sends (docs/validation.md, "Text, numbers and dates everywhere").
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !loneSurrogate.test(text);

/**
 * The dotted path of the first text (a value or a member's name) in `value` that is not storable, `''` for
 * `value` itself, or undefined when all of it is. The server checks every body, query and path with it.
 */
export function unstorableTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [name, member] of Object.entries(value)) {
    const memberPath = path ? `${path}.${name}` : name;
    if (!isStorableText(name)) return memberPath;
    const found = unstorableTextPath(member, memberPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

export const requiredString = (max: number, exceeded: string) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, exceeded), z.refine(isStorableText, { error: 'invalidValue' }));

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

/** A user's chosen second factor: none, a code by email, or a code from an authenticator app (TOTP). */
export const secondFactorSchema = z.enum(['email', 'none', 'totp'], { error: 'invalidValue' });
export type SecondFactor = z.infer<typeof secondFactorSchema>;

export const twoFactorCodeSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d*$/, 'invalidCode'), z.length(limits.twoFactorCodeLength, 'maxCodeLength'));

export const listQuerySchema = z.strictObject({
  offset: z._default(wholeNumberSchema(0, limits.idMax), 0),
  limit: z._default(wholeNumberSchema(1, limits.listPageMax), 20),
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
    /** on a sign-in that asks for a second factor: the methods the user may finish it with */
    methods: z.optional(z.array(z.enum(secondFactorMethods))),
  }),
});
