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
    expect(keep('api.SERVER_ERROR')).toBe(true);
  });

  it('leaves out keys no source names', () => {
    expect(keep('adminLayers.title')).toBe(false);
    expect(keep('reportForm.titleHint')).toBe(false);
    expect(keep('map')).toBe(false);
  });
});

describe('field paths that look like key prefixes', () => {
  it('does not read the report form’s tag fields (`tags.${key}`) as a prefix, but keeps a tags key named whole', () => {
    const keep = messagesNamedIn(['const name = `tags.${groupKey(group.id)}`;', "const label = 'tags.prompt';"]);
    expect(keep('tags.deleteGroupWarning')).toBe(false);
    expect(keep('tags.prompt')).toBe(true);
  });
});

describe('validation messages', () => {
  it('keeps those whose key the sources name, under the validation prefix', () => {
    const keep = messagesNamedIn([
      'const message = t(`validation.${key}`);',
      "const title = z.string().check(z.maxLength(100, 'reportTitleExceeded'));",
    ]);
    expect(keep('validation.reportTitleExceeded')).toBe(true);
    expect(keep('validation.passwordCommon')).toBe(false);
  });
});
