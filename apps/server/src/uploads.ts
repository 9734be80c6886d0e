import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { payloadTooLarge } from './errors.js';

/**
 * Saves an uploaded file to `path` (which must not exist), counting its bytes: past `maxBytes` the
 * upload is refused (413) and reading stops. Never held whole in memory while it arrives. Layer files
 * and import archives; report media have their own, which also reads the type from the first bytes.
 */
export async function saveUpload(source: NodeJS.ReadableStream, path: string, maxBytes: number): Promise<number> {
  let bytes = 0;
  await pipeline(
    source,
    async function* count(chunks: AsyncIterable<Buffer | string>) {
      for await (const data of chunks) {
        const chunk = typeof data === 'string' ? Buffer.from(data) : data;
        bytes += chunk.length;
        if (bytes > maxBytes) throw payloadTooLarge();
        yield chunk;
      }
    },
    createWriteStream(path, { flags: 'wx' }),
  );
  // @fastify/multipart (busboy) ends a file silently at its own size limit and marks it truncated
  if ((source as { truncated?: boolean }).truncated === true) throw payloadTooLarge();
  return bytes;
}
