/** Files served from signed URLs (media, story covers): the same query and the same answer headers. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The signed URL's query: the size asked for, who it was signed for, its expiry and its signature. */
export const signedFileQuery = z.strictObject({
  size: z.string().optional(),
  v: z.string().optional(),
  exp: z.string().optional(),
  sig: z.string().optional(),
});

interface SignedFile {
  mime: string;
  bytes: number;
  expiresAt: Date;
  stream: NodeJS.ReadableStream;
}

/**
 * Streams a file opened from a signed URL. It is one viewer's URL: never in a shared cache and not kept
 * past its expiry; `crossOrigin` lets partner pages show it (a public report's image, a published story's).
 */
export function sendSignedFile(reply: FastifyReply, served: SignedFile, now: Date, crossOrigin: boolean) {
  const maxAge = Math.max(0, Math.floor((served.expiresAt.getTime() - now.getTime()) / 1000));
  reply
    .header('content-type', served.mime)
    .header('content-length', String(served.bytes))
    .header('cache-control', `private, max-age=${maxAge}`)
    .header('x-content-type-options', 'nosniff');
  if (crossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
  return reply.send(served.stream);
}
