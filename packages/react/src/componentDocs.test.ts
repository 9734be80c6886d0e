// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { componentDocs, docsPath, propsReference, readComponents } from '../scripts/componentDocs.js';

describe("docs/react.md's table of the components' props", () => {
  // read from the TypeScript source: a prop added, removed or documented differently without
  // `npm run docs -w @fieldwatch/react` fails here
  it('is up to date', () => {
    const components = readComponents();
    expect(components.map((component) => component.name)).toEqual(
      expect.arrayContaining(['FieldwatchProvider', 'ReportForm', 'AdminEmbed']),
    );
    expect(readFileSync(docsPath, 'utf8'), 'docs/react.md is stale: npm run docs -w @fieldwatch/react').toBe(
      componentDocs(readFileSync(docsPath, 'utf8'), components),
    );
  }, 180_000);

  it('writes each prop with its type, whether it is required, its default and its description', () => {
    const text = propsReference([
      {
        name: 'Example',
        description: 'An example.',
        passesOn: 'input',
        props: [
          { name: 'label', type: 'ReactNode', required: true, defaultValue: undefined, description: 'The label.' },
          { name: 'size', type: "'sm' | 'md'", required: false, defaultValue: "'md'", description: 'How big.' },
          { name: 'store', type: 'Store', required: false, defaultValue: 'one of its own', description: '' },
        ],
      },
    ]);
    expect(text).toBe(
      [
        '#### `Example`',
        '',
        'An example.',
        '',
        '| prop | type | default | description |',
        '|---|---|---|---|',
        '| `label` | `ReactNode` | **required** | The label. |',
        "| `size` | `'sm' \\| 'md'` | `'md'` | How big. |",
        '| `store` | `Store` | one of its own | — |',
        '',
        'Also takes the attributes of `<input>`, passed on to it.',
        '',
      ].join('\n'),
    );
  });
});
