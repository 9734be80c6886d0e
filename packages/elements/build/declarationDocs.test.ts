import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withoutDocumentation } from './declarationDocs.js';

describe('withoutDocumentation', () => {
  it('takes the documentation out of the object literals and keeps what the runtime reads', () => {
    const source = `const a = { attribute: 'zoom', description: 'Zoom, 0–22.', type: 'number', detail: '{ id: number }' };
const b = { tag: 'x', cssProperties, cssParts: { root: 'the wrapper' }, 'description': "last" };
const c = { type: 'enum', values: languageCodes, default: fallbackLanguage, others: 'kept' };
const d = { type: 'enum', values: ['public', 'user'], default: 'public' };
interface T { description: string }`;
    const stripped = withoutDocumentation(source, 'declarations.ts');
    expect(stripped).toBe(`const a = { attribute: 'zoom', type: 'number', };
const b = { tag: 'x', };
const c = { type: 'enum', others: 'kept' };
const d = { type: 'enum', values: ['public', 'user'], default: 'public' };
interface T { description: string }`);
  });

  it('leaves the declarations module valid, with no description in it', () => {
    const path = join(import.meta.dirname, '..', 'src', 'declarations.ts');
    const stripped = withoutDocumentation(readFileSync(path, 'utf8'), path);
    const { diagnostics } = ts.transpileModule(stripped, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
    expect(diagnostics).toEqual([]);
    // the interfaces keep their members; no value of one is left
    expect(stripped).not.toMatch(/^\s*(description|defaultText|cssParts|detail):\s*['"`{]/m);
    expect(readFileSync(path, 'utf8')).toMatch(/^\s*description:\s*['"`]/m);
    expect(stripped).toMatch(/attribute: 'report-href'/);
  });
});
