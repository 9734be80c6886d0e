/** Files served from signed URLs (media, story covers): the same query and the same answer headers. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { storedFileHeaders } from './fileHeaders.js';

/** The signed URL's query: the size asked for, who it was signed for, its expiry and its signature. */
export const signedFileQuery = z.strictObject({
  size: z.string().optional(),
  v: z.string().optional(),
  exp: z.string().optional(),
  sig: z.string().optional(),
});

interface SignedFile {
  mime: string;
  /** the name a download is saved under */
  name: string;
  bytes: number;
  expiresAt: Date;
  stream: NodeJS.ReadableStream;
}

/**
 * Streams a file opened from a signed URL. It is one viewer's URL: never in a shared cache and not kept
 * past its expiry; `crossOrigin` lets partner pages show it (a public report's image, a published story's).
 * Served from a MEDIA_ORIGIN of its own, every file is another site's to the dashboard, so all are.
 */
export function sendSignedFile(ctx: Pick<AppContext, 'config' | 'now'>, reply: FastifyReply, served: SignedFile, crossOrigin: boolean) {
  const maxAge = Math.max(0, Math.floor((served.expiresAt.getTime() - ctx.now().getTime()) / 1000));
  reply
    .headers(storedFileHeaders(served.mime, served.name))
    .header('content-length', String(served.bytes))
    .header('cache-control', `private, max-age=${maxAge}`);
  if (crossOrigin || ctx.config.mediaOrigin !== undefined) reply.header('cross-origin-resource-policy', 'cross-origin');
  return reply.send(served.stream);
}
