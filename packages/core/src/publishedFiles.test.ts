/**
 * What each published package's tarball holds besides its build: a README (what it is, install, a first
 * example, where the docs are) and the MIT LICENSE, the same text as the repository's. Read from
 * `npm pack --dry-run --json`, which lists the files npm would publish (without running the pack scripts:
 * they change the manifest's exports, not the files).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const published = ['core', 'react', 'elements'] as const;

function packedFiles(dir: string): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
  const [pack] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
  return pack!.files.map((file) => file.path);
}

describe.each(published)('the tarball of @fieldwatch/%s', (name) => {
  const dir = join(root, 'packages', name);

  it('holds its README and LICENSE', () => {
    const files = packedFiles(dir);
    expect(files).toContain('README.md');
    expect(files).toContain('LICENSE');
    expect(files).toContain('package.json');
    // and no sources: the build only (the manifest's `files`)
    expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
  }, 60_000);

  it("has the repository's license, MIT, and a README that names the package and links its guide", () => {
    const license = readFileSync(join(dir, 'LICENSE'), 'utf8');
    expect(license).toBe(readFileSync(join(root, 'LICENSE'), 'utf8'));
    expect(license).toMatch(/^MIT License/);
    expect((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { license: string }).license).toBe('MIT');
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(readme).toMatch(new RegExp(`^# @fieldwatch/${name}\\n`));
    expect(readme).toContain(`npm install @fieldwatch/${name}`);
    expect(readme).toMatch(/\]\(\.\.\/\.\.\/docs\/[a-z]+\.md\)/);
  });
});
