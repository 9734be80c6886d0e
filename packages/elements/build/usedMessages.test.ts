import { describe, expect, it } from 'vitest';
import { messagesNamedIn } from './usedMessages.js';

describe('messages the elements can ask for', () => {
  const keep = messagesNamedIn([
    `const title = t('reportForm.title'); const other = "map.empty";`,
    'const code = t(`api.${error.code}` as MessageKey);',
    "const key = 'validation.' + rule;",
  ]);

  it('keeps keys named whole, in either quote', () => {
    expect(keep('reportForm.title')).toBe(true);
    expect(keep('map.empty')).toBe(true);
  });

  it('keeps every key under a prefix a key is built from', () => {
    expect(keep('api.NOT_FOUND')).toBe(true);
    expect(keep('validation.required')).toBe(true);
  });

  it('leaves out keys no source names', () => {
    expect(keep('adminLayers.title')).toBe(false);
    expect(keep('reportForm.titleHint')).toBe(false);
    expect(keep('map')).toBe(false);
  });
});
