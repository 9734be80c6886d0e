/** Conditional GETs: the answer's weak ETag, and 304 when the client already holds it. */
import { createHash } from 'node:crypto';

/** A weak ETag for `content` (SHA-256, shortened). */
export const weakEtag = (content: string) => `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;

/** If-None-Match against our weak ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}
