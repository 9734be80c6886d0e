/**
 * A raster layer's URL is test-fetched with tile 0/0/0 ({z}, {x} and {y} all 0); any answer but 200
 * gives `rasterUrlUnable`. The URL is the user's, so this is a server-side request to wherever they
 * point it (SSRF). Guards, each checked on every hop (docs/layers.md "Raster URL check"):
 *
 * - https only (http only where the config allows it: test servers);
 * - the host's every address must be public: loopback, private, link-local, unique-local, CGNAT,
 *   multicast, documentation and reserved ranges are refused — and the connection goes to the very
 *   address that was checked (our own DNS lookup is handed to the socket), so a second DNS answer
 *   cannot swap in 127.0.0.1;
 * - redirects are followed by hand, at most 3, each new URL checked again;
 * - one short deadline for the whole check; only the status line and headers are read (Node's
 *   parser caps headers at 16 KB), never the body; no cookies, no credentials, no connection reuse.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { rasterTestUrl } from '@fieldwatch/core';

export interface TileCheckOptions {
  /** tests only: http:// URLs and private or loopback hosts are allowed */
  allowPrivate: boolean;
  /** @default 5000 */
  timeoutMs?: number;
  /** @default 3 */
  maxRedirects?: number;
}

const refusedRanges: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, and broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
  ['100::', 64, 'ipv6'], // discard
  ['2001::', 23, 'ipv6'], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4 (an IPv4 address inside)
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // old site-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const refused = new BlockList();
for (const [network, prefix, family] of refusedRanges) refused.addSubnet(network, prefix, family);
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function embeddedIpv4(address: string): string {
  const groups = address.split(':');
  const last = groups.pop() ?? '';
  if (last.includes('.')) return last;
  const low = parseInt(last || '0', 16);
  const high = parseInt(groups.pop() || '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * May the server connect to this address on a user's behalf? Only public unicast addresses.
 * (IPv4-mapped IPv6 addresses are judged by their IPv4 address; so are well-known NAT64 ones, which
 * an IPv6-only network's DNS64 gives for every IPv4-only host.)
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family !== 6) return false;
  if (nat64.check(address, 'ipv6')) return isPublicAddress(embeddedIpv4(address));
  return !refused.check(address, 'ipv6');
}

class RefusedAddress extends Error {
  constructor(host: string) {
    super(`${host} is not a public address`);
    this.name = 'RefusedAddress';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The socket's DNS lookup: resolves every address, refuses the host if any is not public. */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0 || (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address)))) {
        return callback(new RefusedAddress(hostname), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

interface Answer {
  status: number;
  location: string | undefined;
}

function requestOnce(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<Answer> {
  // URL keeps IPv6 literals in brackets
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // a literal address never reaches the lookup: judge it here
  if (isIP(host) && !allowPrivate && !isPublicAddress(host)) return Promise.reject(new RefusedAddress(host));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      agent: false,
      signal,
      lookup: guardedLookup(allowPrivate),
      headers: { accept: 'image/*,*/*;q=0.8', 'user-agent': 'Fieldwatch layer check' },
    });
    outgoing.on('response', (response: IncomingMessage) => {
      const location = response.headers.location;
      resolve({ status: response.statusCode ?? 0, location: typeof location === 'string' ? location : undefined });
      // the status is all we need: stop reading and close the connection
      response.destroy();
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const isAllowedProtocol = (url: URL, allowPrivate: boolean) => url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');

/**
 * Fetches tile 0/0/0 of a raster template (`{s}` → `a`) and tells whether it answered 200. Every
 * failure — refused address, DNS error, TLS error, timeout, too many redirects — is false.
 */
export async function canFetchTile(template: string, options: TileCheckOptions): Promise<boolean> {
  const { allowPrivate, timeoutMs = 5000, maxRedirects = 3 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(rasterTestUrl(template));
  } catch {
    return false;
  }
  for (let hop = 0; hop <= maxRedirects; hop++) {
    if (!isAllowedProtocol(url, allowPrivate) || url.username || url.password) return false;
    let answer: Answer;
    try {
      answer = await requestOnce(url, allowPrivate, signal);
    } catch {
      return false;
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      try {
        url = new URL(answer.location, url);
      } catch {
        return false;
      }
      continue;
    }
    return answer.status === 200;
  }
  return false;
}
