import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
const built = existsSync(join(packageDir, 'dist/fieldwatch-elements.d.ts'));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe("a partner's TypeScript against the built package", () => {
  // needs the build (`npm test` builds before vitest; alone: npm run build -w @fieldwatch/elements)
  it.skipIf(!built)(
    'types the fw- events on the document, the window and the elements (test/consumer/page.ts)',
    () => {
      let output = '';
      try {
        execFileSync(process.execPath, [tsc, '-p', join(packageDir, 'test/consumer/tsconfig.json')], { encoding: 'utf8' });
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? error);
      }
      expect(output).toBe('');
      // a whole tsc run
    },
    120_000,
  );
});
