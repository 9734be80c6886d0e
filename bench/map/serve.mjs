// The benchmark's web server: the built pages (gzip, as a production server sends them), the GeoJSON
// files of the baselines (stored gzip-compressed and sent as they are, `Content-Encoding: gzip`), and
// `/api/*` proxied to the product server, so that the Fieldwatch page calls its API same-origin.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * Listens on 127.0.0.1:`port`. `/<way>/…` is read from `distDir/<way>/`, `/data/<name>.geojson` from
 * `dataDir/<name>.geojson.gz`. `setApiPort(port)` points the `/api` proxy at a product server.
 */
export async function startWebServer({ port, distDir, dataDir }) {
  let apiPort = null;
  const gzipped = new Map();

  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    res.setHeader('cache-control', 'no-store');
    if (url.pathname.startsWith('/data/')) {
      const file = join(dataDir, `${url.pathname.slice('/data/'.length).replace(/[^\w.-]/g, '')}.gz`);
      if (!existsSync(file)) return notFound(res);
      res.writeHead(200, { 'content-type': 'application/geo+json', 'content-encoding': 'gzip', 'content-length': statSync(file).size });
      return createReadStream(file).pipe(res);
    }
    let path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    if (path.endsWith('/')) path += 'index.html';
    const file = join(distDir, path);
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) return notFound(res);
    const type = types[extname(file)] ?? 'application/octet-stream';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && !type.startsWith('image/png')) {
      let body = gzipped.get(file);
      if (!body) gzipped.set(file, (body = gzipSync(readFileSync(file))));
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'content-length': body.length });
      return res.end(body);
    }
    res.writeHead(200, { 'content-type': type, 'content-length': statSync(file).size });
    createReadStream(file).pipe(res);
  });

  function proxy(req, res) {
    if (!apiPort) return notFound(res);
    const upstream = httpRequest(
      { host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(upstream);
  }

  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    setApiPort: (value) => {
      apiPort = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

function notFound(res) {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
}
