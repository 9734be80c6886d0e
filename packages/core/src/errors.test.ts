import { describe, expect, it, vi } from 'vitest';
import { FieldwatchError } from './errors.js';

describe('FieldwatchError', () => {
  it('is recognised by another copy of core (each kind of partner-page element bundles its own)', async () => {
    vi.resetModules();
    const copy = await import('./errors.js');
    expect(copy.FieldwatchError).not.toBe(FieldwatchError);
    const fromCopy = new copy.FieldwatchError('NETWORK_ERROR');
    expect(fromCopy instanceof FieldwatchError).toBe(true);
    expect(new FieldwatchError('ERROR') instanceof copy.FieldwatchError).toBe(true);
    expect(fromCopy).toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: 'NETWORK_ERROR', name: 'FieldwatchError' });
  });

  it('is not any other error or object', () => {
    expect(new Error('x') instanceof FieldwatchError).toBe(false);
    expect({ code: 'ERROR', status: 500 } instanceof FieldwatchError).toBe(false);
    for (const value of [null, undefined, 'ERROR', 500] as unknown[]) expect(value instanceof FieldwatchError).toBe(false);
  });

  it('keeps the message the server sent', () => {
    expect(new FieldwatchError('RESOURCE_NOT_FOUND', { message: 'Resource not found' }).message).toBe('Resource not found');
  });
});
