import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vars } from '@fieldwatch/react';
import { generate } from '../scripts/generate.js';
import { elementDeclarations, type AttributeDeclaration } from './declarations.js';
import { ReportFormElementClass, ReportListElementClass, ReportMapElementClass, ReportStoryElementClass } from './index.js';
import { defaultApiBase } from './runtime/services.js';

const packageDir = join(import.meta.dirname, '..');

describe('what is generated from the element declarations', () => {
  // regenerated in memory: a declaration changed without `npm run generate -w @fieldwatch/elements` fails here
  it.each(Object.entries(generate()))('%s is up to date', (path, content) => {
    expect(readFileSync(join(packageDir, path), 'utf8'), `${path} is stale: npm run generate -w @fieldwatch/elements`).toBe(content);
  });
});

describe('the element declarations', () => {
  it('are what r2wc observes: each attribute is the kebab-case of its property', () => {
    const classes = {
      'report-map': ReportMapElementClass,
      'report-form': ReportFormElementClass,
      'report-list': ReportListElementClass,
      'report-story': ReportStoryElementClass,
    };
    for (const element of elementDeclarations) {
      const observed = (classes[element.tag] as unknown as { observedAttributes: string[] }).observedAttributes;
      expect(observed).toEqual(Object.values<AttributeDeclaration>(element.attributes).map((attribute) => attribute.attribute));
      for (const [property, attribute] of Object.entries<AttributeDeclaration>(element.attributes)) {
        expect(attribute.attribute).toBe(property.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`));
      }
    }
  });

  it('name every custom property of the theme, and only those', () => {
    const theme = Object.values(vars).flatMap((group) =>
      Object.values(group as Record<string, string>).map((value) => /^var\((--[^)]+)\)$/.exec(value)![1]),
    );
    for (const element of elementDeclarations) {
      const declared = Object.values(element.cssProperties).flatMap((group) => Object.keys(group.properties));
      expect(declared.toSorted()).toEqual(theme.toSorted());
    }
  });

  it("give api-base the services' default", () => {
    for (const element of elementDeclarations) expect(element.attributes.apiBase.default).toBe(defaultApiBase);
  });
});
