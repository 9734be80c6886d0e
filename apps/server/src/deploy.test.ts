/**
 * The container files at the root of the repository (Dockerfile, compose.yaml, deploy/Caddyfile) agree
 * with the server: they set only settings it reads, check a route it has, and run commands that exist.
 * No Docker is needed: the files are read and parsed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from './test/harness.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const fieldwatchServices = Object.entries(compose.services).filter(([, service]) => service.build === '.');

/** Every `FROM`, `RUN`, … of the Dockerfile, continuation lines joined. */
const instructions = read('Dockerfile')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
  });
const all = (keyword: string) => instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** The environment variables the server reads: `env.NAME` and `process.env.NAME` in its sources. */
function namesReadByServer(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.ts$/.test(entry) && !/\.test\.ts$/.test(entry)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]!);
      }
    }
  };
  visit(join(root, 'apps/server/src'));
  return names;
}

/** The `/api/…` paths a health check in the files asks for. */
const healthPaths = () => [
  ...all('HEALTHCHECK')
    .join('\n')
    .matchAll(/(\/api\/health\/\w+)/g),
  ...read('deploy/Caddyfile').matchAll(/health_uri\s+(\S+)/g),
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('compose.yaml', () => {
  it('has PostgreSQL, object storage with its bucket, two Fieldwatch processes and a proxy', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:15/);
    expect(compose.services.minio?.image).toMatch(/^minio\/minio/);
    expect(JSON.stringify(compose.services['minio-init'])).toContain('mc mb --ignore-existing local/fieldwatch-media');
    expect(fieldwatchServices.map(([name]) => name)).toEqual(['fieldwatch-1', 'fieldwatch-2']);
    expect(compose.services.proxy?.image).toMatch(/^caddy:/);
    expect(compose.services.proxy?.ports).toEqual(['80:80', '443:443']);
    expect(compose.services.proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    for (const [, service] of fieldwatchServices) expect(service.ports).toBeUndefined();
  });

  it('gives the Fieldwatch processes only settings the server reads, the shared ones among them', () => {
    const read = namesReadByServer();
    const deployment = readFileSync(join(root, 'docs/deployment.md'), 'utf8');
    for (const [name, service] of fieldwatchServices) {
      const env = service.environment ?? {};
      for (const key of ['NODE_ENV', 'DATABASE_URL', 'PUBLIC_URL', 'JWT_SECRET', 'S3_BUCKET', 'S3_ENDPOINT', 'TRUST_PROXY']) {
        expect(env, `${name} sets ${key}`).toHaveProperty(key);
      }
      // the object storage settings are read by the media storage (docs/deployment.md "More than one machine")
      const unknown = Object.keys(env).filter((key) => !read.has(key) && !(key.startsWith('S3_') && deployment.includes(`\`${key}\``)));
      expect(unknown, `${name}: settings the server does not read`).toEqual([]);
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(env.S3_ENDPOINT).toBe('http://minio:9000');
      expect(service.volumes).toEqual([`${name}-data:/data`]);
      expect(compose.volumes).toHaveProperty(`${name}-data`);
    }
  });

  it('is proxied to every Fieldwatch process on the port it listens on', () => {
    const caddy = read('deploy/Caddyfile');
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddy)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(fieldwatchServices.map(([name, service]) => `${name}:${service.environment?.PORT}`));
    expect(caddy).toMatch(/flush_interval -1/);
  });
});

describe('Dockerfile', () => {
  it('builds in stages from node:20-bookworm-slim and runs the built server as a user, in production', () => {
    const stages = all('FROM').map((args) => /^(\S+) AS (\S+)$/i.exec(args)!.slice(1));
    expect(stages).toEqual([
      ['node:20-bookworm-slim', 'build'],
      ['node:20-bookworm-slim', 'deps'],
      ['node:20-bookworm-slim', 'runtime'],
    ]);
    for (const args of all('COPY').filter((a) => a.startsWith('--from='))) {
      expect(['build', 'deps']).toContain(/^--from=(\S+)/.exec(args)![1]);
    }
    expect(all('USER')).toEqual(['node']);
    expect(all('ENV').join(' ')).toMatch(/NODE_ENV=production/);
    expect(all('ENV').join(' ')).toMatch(/DATA_DIR=\/data/);
    expect(all('VOLUME')).toEqual(['["/data"]']);
    expect(all('EXPOSE')).toEqual(['8080']);
    const main = (JSON.parse(read('apps/server/package.json')) as { main: string }).main.replace(/^\.\//, '');
    expect(all('CMD')).toEqual([JSON.stringify(['node', `apps/server/${main}`]).replace(/,/g, ', ')]);
  });

  it('runs only npm commands the repository has', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const runs = all('RUN').join(' && ');
    expect(runs).toContain('npm ci');
    for (const [, script] of runs.matchAll(/npm run (\S+)/g)) expect(scripts).toHaveProperty(script!);
    // every workspace is copied for the install of the run-time dependencies, or npm ci refuses the lockfile
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) expect(all('COPY')).toContain(`${workspace}/package.json ${workspace}/`);
  });
});

describe('health checks of the container files', () => {
  it('ask the server for a route that answers 200', async () => {
    const paths = healthPaths().map((match) => match[1]!);
    expect(paths).toEqual(['/api/health/ready', '/api/health/ready']);
    expect(all('HEALTHCHECK')).toHaveLength(1);
    for (const path of new Set(paths)) expect((await server.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});
