import { describe, expect, it } from 'vitest';
import { sampleTagGroups } from '@fieldwatch/testing/tagFixtures';
import {
  tagChangesOf,
  tagFormProblems,
  tagGroupChangesOf,
  tagGroupFormProblems,
  tagGroupInputOf,
  tagGroupValuesOf,
} from './tagFormValues.js';

const group = sampleTagGroups[0]!;

describe('tag form values', () => {
  it('creates a group with the texts given, trimmed', () => {
    const values = { type: 'single' as const, names: { en_US: ' Damage ', fr_FR: '' }, prompt: { en_US: '', fr_FR: ' ' } };
    expect(tagGroupInputOf(values)).toEqual({ type: 'single', translations: { en_US: 'Damage' }, prompt: {} });
  });

  it('updates only the locales the form changed; an emptied one is sent empty, one the form does not show is left alone', () => {
    const values = tagGroupValuesOf({ ...group, translations: { ...group.translations, es_ES: 'Tipo' } }, ['en_US', 'fr_FR']);
    expect(values.names).toEqual({ en_US: 'Incident type', fr_FR: 'Type d’incident' });
    expect(tagGroupChangesOf(group, values)).toEqual({});
    expect(
      tagGroupChangesOf(group, {
        ...values,
        names: { en_US: 'Incident', fr_FR: 'Type d’incident' },
        prompt: { en_US: 'What happened?', fr_FR: '' },
      }),
    ).toEqual({
      translations: { en_US: 'Incident' },
      prompt: { fr_FR: '' },
    });
    expect(tagChangesOf(group.tags[0]!, { names: { en_US: 'Flood', fr_FR: 'Inondation' } })).toBeNull();
    expect(tagChangesOf(group.tags[0]!, { names: { en_US: 'Floods', fr_FR: 'Inondation' } })).toEqual({
      translations: { en_US: 'Floods' },
    });
  });

  it("checks a group with core's rules: type on creation, the default language's name, lengths", () => {
    const values = { type: '' as const, names: { en_US: '', fr_FR: 'x'.repeat(21) }, prompt: { en_US: 'y'.repeat(201) } };
    expect(tagGroupFormProblems(values, 'en_US', true)).toEqual({
      type: 'required',
      'names.en_US': 'required',
      'names.fr_FR': 'taxonomyGroupNameExceeded',
      'prompt.en_US': 'tagPromptExceeded',
    });
    // the type is not the update's, and the default language may be another
    expect(tagGroupFormProblems({ ...values, prompt: {} }, 'fr_FR', false)).toEqual({ 'names.fr_FR': 'taxonomyGroupNameExceeded' });
  });

  it("checks a tag's names against its group's type", () => {
    const names = { en_US: 'z'.repeat(41) };
    expect(tagFormProblems({ names }, 'multi', 'en_US')).toEqual({ 'names.en_US': 'taxonomyChildNameExceeded' });
    expect(tagFormProblems({ names }, 'text', 'en_US')).toEqual({});
    expect(tagFormProblems({ names: { en_US: ' ', fr_FR: 'Pont' } }, 'single', 'en_US')).toEqual({ 'names.en_US': 'required' });
  });
});
