import { describe, expect, it } from 'vitest';
import { makeReport, tagGroups } from '@fieldwatch/testing/reportDetailFixtures';
import { changesOf, createInputOf, emptyValues, reportFormProblems, valuesOf } from './reportFormValues.js';

describe('report form values', () => {
  it('names every problem of an empty form by field', () => {
    expect(reportFormProblems({ ...emptyValues(new Date(), 1), hour: '24', minute: '', second: '60' })).toEqual({
      title: 'required',
      content: 'required',
      hour: 'reportForm.hourInvalid',
      minute: 'required',
      second: 'reportForm.secondInvalid',
      latitude: 'required',
      longitude: 'required',
    });
  });

  it('reads DMS coordinates and keeps 6 decimals', () => {
    const values = { ...valuesOf(makeReport()), latitude: `51°31'42.81"N`, longitude: '-0.2416815' };
    expect(reportFormProblems(values)).toEqual({});
    expect(createInputOf(values, tagGroups)).toMatchObject({
      latitude: 51.528558,
      longitude: -0.241682,
      event_date: '2026-03-04T05:06:07Z',
    });
  });

  it('refuses an event in the future and a tag text over 100 characters', () => {
    const values = { ...valuesOf(makeReport()), date: '2999-01-01', tags: { g3: 'x'.repeat(101) } };
    expect(reportFormProblems(values)).toEqual({ date: 'eventDateFuture', 'tags.g3': 'reportForm.tagTextExceeded' });
  });

  it('sends only what changed, and keeps the tags of groups not on the form', () => {
    const report = makeReport({ taxonomies: { '1': [11], '9': [91] } });
    const values = { ...valuesOf(report), title: 'New title', tags: { g1: ['12'] } };
    expect(changesOf(report, values, tagGroups)).toEqual({ title: 'New title', taxonomies: { '1': [12], '9': [91] } });
    expect(changesOf(report, valuesOf(report), tagGroups)).toEqual({});
  });
});
