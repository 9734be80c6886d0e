/**
 * vitest's asymmetric matchers for a place inside an expected object or array. vitest types them `any`,
 * which would let `any` into the typed objects they sit in; to the test they are values of no
 * particular type, so here they are `unknown`. Each is vitest's own matcher, unchanged.
 */
import { expect } from 'vitest';

export const anyOf = (type: unknown): unknown => expect.any(type);
export const stringMatching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern);
export const stringContaining = (text: string): unknown => expect.stringContaining(text);
export const objectContaining = (object: Record<string, unknown>): unknown => expect.objectContaining(object);
export const arrayContaining = (items: unknown[]): unknown => expect.arrayContaining(items);
