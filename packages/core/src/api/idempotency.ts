/**
 * Idempotency keys for create calls (docs/api.md "Idempotency"): the server answers a repeat of the
 * same key and body with its first answer, so a create sent again — after a lost answer, a reload, from
 * another tab — makes nothing twice.
 */

/** What a create call takes: the key to send; one is made when none is given. */
export interface IdempotencyOptions {
  idempotencyKey?: string | undefined;
}

/**
 * A new random key (a v4 UUID). `crypto.randomUUID` exists only on secure pages (https, localhost): a
 * partner page on plain http gets one from `crypto.getRandomValues`, which every page has.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header of a create call: the given key, or a new one, so every create call carries one. */
export const idempotencyHeader = (options: IdempotencyOptions = {}): Record<string, string> => ({
  'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey(),
});
