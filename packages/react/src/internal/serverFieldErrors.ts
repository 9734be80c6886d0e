import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FieldwatchError } from '@fieldwatch/core';

/**
 * Puts the server's per-field validation keys (`error.fields` of the error envelope, docs/api.md) beside
 * the matching fields, and focuses the first. `fields` maps a server field name to a form field. Returns
 * whether any was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof FieldwatchError)) return false;
  let applied = false;
  for (const [serverName, key] of Object.entries(error.fields)) {
    const name = fields[serverName];
    if (!name) continue;
    setError(name, { type: 'server', message: key }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
