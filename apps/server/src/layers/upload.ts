import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { limits } from '@fieldwatch/core';
import { payloadTooLarge } from '../errors.js';

/**
 * Saves an uploaded layer file to `path`, counting its bytes: past `limits.layerUploadMaxBytes` the
 * upload is refused (413) and reading stops. Never held whole in memory while it arrives.
 */
export async function receiveLayerUpload(source: NodeJS.ReadableStream, path: string, maxBytes = limits.layerUploadMaxBytes): Promise<number> {
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
