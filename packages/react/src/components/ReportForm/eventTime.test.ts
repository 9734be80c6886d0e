import { describe, expect, it } from 'vitest';
import { instantOf, knownTimeZone, wallClockOf } from './eventTime.js';
import { createInputOf, emptyValues, reportFormProblems, valuesOfInput } from './reportFormValues.js';

describe('the event time on the deployment’s wall clock', () => {
  it('reads a summer time in London as one hour before UTC, a winter time as UTC', () => {
    expect(instantOf({ date: '2026-07-01', hour: 14, minute: 30, second: 0 }, 'Europe/London')).toBe('2026-07-01T13:30:00Z');
    expect(instantOf({ date: '2026-01-15', hour: 14, minute: 30, second: 0 }, 'Europe/London')).toBe('2026-01-15T14:30:00Z');
    expect(instantOf({ date: '2026-01-15', hour: 9, minute: 0, second: 5 }, 'Asia/Kolkata')).toBe('2026-01-15T03:30:05Z');
  });

  it('shows an instant as the zone’s clock, across the date line', () => {
    expect(wallClockOf(new Date('2026-03-01T22:15:09Z'), 'Pacific/Auckland')).toEqual({
      date: '2026-03-02',
      hour: 11,
      minute: 15,
      second: 9,
    });
    expect(wallClockOf(new Date('2026-03-01T22:15:09Z'), 'UTC')).toEqual({ date: '2026-03-01', hour: 22, minute: 15, second: 9 });
  });

  it('refuses a day that does not exist and reads a skipped hour after the change', () => {
    expect(instantOf({ date: '2026-02-30', hour: 0, minute: 0, second: 0 }, 'UTC')).toBeNull();
    // clocks go from 1:00 to 2:00 on 29 March 2026 in London: 1:30 does not happen
    expect(instantOf({ date: '2026-03-29', hour: 1, minute: 30, second: 0 }, 'Europe/London')).toBe('2026-03-29T01:30:00Z');
    // clocks go back from 2:00 to 1:00 on 25 October 2026: 1:30 happens twice, the first time is taken
    expect(instantOf({ date: '2026-10-25', hour: 1, minute: 30, second: 0 }, 'Europe/London')).toBe('2026-10-25T00:30:00Z');
    expect(wallClockOf(new Date('2026-10-25T01:30:00Z'), 'Europe/London')).toEqual({ date: '2026-10-25', hour: 1, minute: 30, second: 0 });
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone(undefined)).toBe('UTC');
    expect(knownTimeZone('America/Lima')).toBe('America/Lima');
  });

  it('a report edited in one zone keeps its instant when saved unchanged, and the form checks the future in that zone', () => {
    const saved = { title: 't', content: 'c', event_date: '2026-06-10T23:30:00Z', latitude: 1, longitude: 2, taxonomies: {} };
    const values = valuesOfInput(saved, 1, 'Asia/Tokyo');
    expect(values).toMatchObject({ date: '2026-06-11', hour: '8', minute: '30', second: '00', timeZone: 'Asia/Tokyo' });
    expect(createInputOf(values, []).event_date).toBe('2026-06-10T23:30:00Z');
    const now = new Date();
    const blank = emptyValues(now, 1, 'Pacific/Kiritimati');
    // it is already tomorrow in Kiritimati for most of the UTC day: still "now", not the future
    expect(reportFormProblems({ ...blank, title: 't', content: 'c', latitude: '1', longitude: '1' })).toEqual({});
    expect(Math.abs(new Date(createInputOf(blank, []).event_date).getTime() - now.getTime())).toBeLessThan(1000);
  });
});
