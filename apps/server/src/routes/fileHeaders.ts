/**
 * Headers for every stored file the server hands out: report and comment media, story covers, the
 * public site's images, layer data and exports (docs/reports.md "Serving files safely").
 *
 * A file someone uploaded must never run as a page of the product's origin. Only raster images, audio
 * and video are shown in the browser, under a policy that lets them load nothing and run nothing; every
 * other type (PDF, SVG, HTML, XML, office documents, data, anything unknown) is a download in a
 * sandbox. The type sent is always the one the server detected from the bytes, never the client's,
 * and `nosniff` stops the browser from guessing another.
 */
import { portableFileName } from '../media/index.js';

/** Types a browser only displays: raster images (never SVG, which may hold scripts), audio, video. */
const displayable = /^(image\/(jpeg|png|webp|gif|avif|heic|heif)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/** A displayed file loads nothing but itself and runs nothing, even when opened as the top page. */
const displayedFilePolicy = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
/** A downloaded file, if a browser opens it anyway (a PDF viewer), runs in an opaque origin with nothing allowed. */
const downloadedFilePolicy = "sandbox; default-src 'none'";

/** `filename` for old clients (ASCII only) and `filename*` with the real name (RFC 6266). */
function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const portable = portableFileName(name);
  const ascii = portable.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(portable)}`;
}

const isDisplayable = (mime: string): boolean => displayable.test(mime.split(';')[0]?.trim().toLowerCase() ?? '');

/**
 * The headers that go with a stored file of type `mime` (the detected one). `name` is the name a
 * download is saved under; a displayed file keeps it for "Save as".
 */
export function storedFileHeaders(mime: string, name: string): Record<string, string> {
  const shown = isDisplayable(mime);
  return {
    'content-type': mime,
    'content-disposition': contentDisposition(shown ? 'inline' : 'attachment', name),
    'content-security-policy': shown ? displayedFilePolicy : downloadedFilePolicy,
    'x-content-type-options': 'nosniff',
  };
}
