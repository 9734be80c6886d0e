import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { optionDefinitions, type OptionName } from '@fieldwatch/core';

/** A switch option as a form holds it (option values are strings: booleans are stored as '0'/'1'). */
export const isOn = (value: string): boolean => value === '1';
export const flagOf = (on: boolean): '0' | '1' => (on ? '1' : '0');

/** The message key of the first thing core's option schema (the one `PUT /options` applies) refuses. */
export function optionIssue(name: OptionName, value: string): string | null {
  const result = optionDefinitions[name].schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalidValue');
}

/** The longest text an option takes, read from its schema's checks; undefined when it has no such limit. */
export function optionMaxLength(name: OptionName): number | undefined {
  const maxima = (optionDefinitions[name].schema.def.checks ?? [])
    .map((check) => check._zod.def)
    .flatMap((def) => (def.check === 'max_length' && 'maximum' in def && typeof def.maximum === 'number' ? [def.maximum] : []));
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}

/** react-hook-form's view of a function that lists a form's problems by field, as message keys (synchronous: the form awaits whatever a resolver returns). */
export function resolverOf<T extends FieldValues>(problemsOf: (values: T) => Partial<Record<keyof T, string>>): Resolver<T> {
  return (values) => {
    const problems = Object.entries(problemsOf(values)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
