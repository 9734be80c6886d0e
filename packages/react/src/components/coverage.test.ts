import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const components = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('every component has its story, its test and a public export', () => {
  it('finds the components', () => {
    expect(components.length).toBeGreaterThan(10);
  });

  it.each(components)('%s', (name) => {
    expect(existsSync(join(dir, name, `${name}.stories.tsx`)), `${name}.stories.tsx`).toBe(true);
    expect(existsSync(join(dir, name, `${name}.test.tsx`)), `${name}.test.tsx`).toBe(true);
    const index = readFileSync(join(dir, '..', 'index.ts'), 'utf8');
    expect(index, `src/index.ts exports ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
  });
});
