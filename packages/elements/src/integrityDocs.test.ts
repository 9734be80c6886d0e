// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundlePath, docsPath, integrityDocs, integrityOf, packageVersion } from '../scripts/integrityDocs.js';

describe('the integrity hash in docs/embedding.md', () => {
  // npm test builds first; a run of the unit tests alone has no bundle to hash
  it.skipIf(!existsSync(bundlePath))('is the hash of the bundle built from these sources, at this version', () => {
    const page = readFileSync(docsPath, 'utf8');
    const integrity = integrityOf(readFileSync(bundlePath));
    expect(page, 'docs/embedding.md names another bundle: npm run docs -w @fieldwatch/elements (after its build)').toBe(
      integrityDocs(page, packageVersion(), integrity),
    );
    expect(page).toContain(`elements@${packageVersion()}/fieldwatch-elements.js`);
    expect(page).toContain(integrity);
  });

  it('writes the block between its markers and keeps the rest of the page', () => {
    const page = [
      'before',
      '<!-- generated: integrity (packages/elements/scripts/integrityDocs.ts, from packages/elements/dist) -->',
      'old',
      '<!-- end of generated: integrity -->',
      'after',
    ].join('\n');
    const written = integrityDocs(page, '1.2.3', 'sha384-abc');
    expect(written).toMatch(/^before\n/);
    expect(written).toMatch(/\nafter$/);
    expect(written).not.toContain('\nold\n');
    expect(written).toContain('src="https://<fieldwatch-host>/sdk/elements@1.2.3/fieldwatch-elements.js"');
    expect(written).toContain('integrity="sha384-abc"');
    expect(integrityDocs(written, '1.2.3', 'sha384-abc')).toBe(written);
    expect(() => integrityDocs('no markers', '1.2.3', 'sha384-abc')).toThrow(/no markers/);
  });

  it('hashes as a browser does: SHA-384 in base64', () => {
    // the SHA-384 of "abc" (FIPS 180-2, appendix D.1)
    expect(integrityOf(new TextEncoder().encode('abc'))).toBe(
      `sha384-${Buffer.from(
        'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
        'hex',
      ).toString('base64')}`,
    );
  });
});
