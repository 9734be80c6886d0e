import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FieldwatchError } from '@fieldwatch/core';
import { useLatest } from './useLatest.js';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.js';

/** A field's name: a key of the values, or `key.sub` inside a record-valued key (`tags.g3`). */
export type FieldPath<V> =
  | (keyof V & string)
  | { [K in keyof V & string]: V[K] extends Readonly<Record<string, unknown>> ? `${K}.${string}` : never }[keyof V & string];

/** What the field at `P` holds. */
export type FieldValue<V, P extends string> = P extends keyof V
  ? V[P]
  : P extends `${infer K}.${string}`
    ? K extends keyof V
      ? V[K] extends Readonly<Record<string, infer Item>>
        ? Item
        : never
      : never
    : never;

/** The fields of `V` that hold text: the ones a native input, textarea or select can edit. */
export type TextPath<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/** A message key (a validation key of docs/validation.md, or the form's own) by field. */
export type FieldErrors<V> = Partial<Record<FieldPath<V>, string>>;

/** Something a field can be focused through. */
type Focusable = { focus(): void };

export interface SchemaFormOptions<V> {
  /** The values the form starts from (taken once; `reset` replaces them). */
  defaultValues: V;
  /** Every problem of `values`, as a message key by field path; an empty object when they are valid. */
  validate: (values: V) => Readonly<Record<string, string>>;
}

/** Props of a controlled field whose value is not text (a group of checkboxes, a coordinate). */
export interface FieldProps<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  ref: (element: Focusable | null) => void;
}

/** Props to spread on a native `<input>`, `<textarea>` or `<select>`. */
export interface InputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  ref: (element: Focusable | null) => void;
}

interface FormState<V> {
  values: V;
  /** what `isDirty` compares with: the starting values, or those of the last reset */
  defaults: V;
  errors: FieldErrors<V>;
  /** fields left once (blurred) */
  touched: ReadonlySet<string>;
  /** finished submissions since the last reset; the first one switches to checking on every change */
  submitCount: number;
  /** resets so far: a field that keeps state of its own (what was left) starts again when it changes */
  resets: number;
}

/**
 * A form's state checked by one validation function (the shared zod schemas behind it): values, a
 * message key per field, and when to show it. A field is checked when the user leaves it, then on
 * every change; after a submission, on every change of any field. Submitting checks every field and
 * runs `onValid` only when none has a problem; after it, focus goes to the first field marked
 * `aria-invalid` in the form, in the order shown. The errors shown are the ones checked so far, so
 * nothing turns red before the user got to it.
 */
export function useSchemaForm<V extends object>({ defaultValues, validate }: SchemaFormOptions<V>) {
  const [state, setState] = useState<FormState<V>>(() => ({
    values: defaultValues,
    defaults: defaultValues,
    errors: {},
    touched: new Set(),
    submitCount: 0,
    resets: 0,
  }));
  // the state as of the last change, for handlers that run before the next render
  const current = useRef(state);
  const commit = (change: (previous: FormState<V>) => FormState<V>) => {
    current.current = change(current.current);
    setState(current.current);
  };
  const validateRef = useLatest(validate);
  const elements = useRef(new Map<string, Focusable>());
  const refs = useRef(new Map<string, (element: Focusable | null) => void>());
  const formRef = useRef<HTMLFormElement>(null);

  /** The field's problem now, or none. */
  const check = (values: V, name: string) => validateRef.current(values)[name];

  /** A change by the user: before the first submission checked once the field was left, after it always. */
  const change = (name: string, value: unknown) =>
    commit((previous) => {
      const values = withValue(previous.values, name, value);
      const checked = previous.submitCount > 0 || previous.touched.has(name);
      return { ...previous, values, errors: checked ? withError(previous.errors, name, check(values, name)) : previous.errors };
    });

  /** The user left a field: checked, unless a submission already switched to checking every change. */
  const leave = (name: string) =>
    commit((previous) => {
      const touched = previous.touched.has(name) ? previous.touched : new Set(previous.touched).add(name);
      if (previous.submitCount > 0) return { ...previous, touched };
      return { ...previous, touched, errors: withError(previous.errors, name, check(previous.values, name)) };
    });

  /** A stable ref callback per field (a new one each render would detach and attach it each time). */
  const refOf = (name: string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  /** Props for a field edited through a value (not a native event). */
  const field = <P extends FieldPath<V>>(name: P): FieldProps<FieldValue<V, P>> => ({
    name,
    value: valueAt(state.values, name) as FieldValue<V, P>,
    onChange: (value) => change(name, value),
    onBlur: () => leave(name),
    ref: refOf(name),
  });

  /** Props for a native text input, textarea or select bound to a text field. */
  const input = (name: TextPath<V>): InputProps => ({
    name,
    value: String(valueAt(state.values, name)),
    onChange: (event) => change(name, event.target.value),
    onBlur: () => leave(name),
    ref: refOf(name),
  });

  /**
   * A message key beside a field, such as a refusal of the server. `focus` moves the focus to the field
   * (when it has an element to focus).
   */
  const setError = (name: FieldPath<V>, key: string, { focus = false }: { focus?: boolean } = {}) => {
    commit((previous) => ({ ...previous, errors: { ...previous.errors, [name]: key } }));
    if (focus) elements.current.get(name)?.focus();
  };

  /**
   * Puts the server's per-field validation keys (`error.fields` of the error envelope, docs/api.md)
   * beside the matching fields, and focuses the first. `fields` maps a server field name to a form
   * field. Returns whether any was shown.
   */
  const setServerErrors = (error: unknown, fields: Readonly<Record<string, FieldPath<V>>>): boolean => {
    if (!(error instanceof FieldwatchError)) return false;
    let applied = false;
    for (const [serverName, key] of Object.entries(error.fields)) {
      const name = fields[serverName];
      if (!name) continue;
      setError(name, key, { focus: !applied });
      applied = true;
    }
    return applied;
  };

  /** Starts again from `values`: nothing changed, left, checked nor submitted. */
  const reset = (values: V) =>
    commit((previous) => ({ values, defaults: values, errors: {}, touched: new Set(), submitCount: 0, resets: previous.resets + 1 }));

  /**
   * A value known only later that the form should start from (a list loaded after the first render): the
   * field takes it unless the user changed it already, and it is no change of theirs.
   */
  const setDefault = <P extends FieldPath<V>>(name: P, value: FieldValue<V, P>) =>
    commit((previous) => {
      const untouched = sameValue(valueAt(previous.values, name), valueAt(previous.defaults, name));
      return {
        ...previous,
        defaults: withValue(previous.defaults, name, value),
        values: untouched ? withValue(previous.values, name, value) : previous.values,
      };
    });

  /** The form's submit handler: every field checked, `onValid` with the values only when all pass. */
  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    const { values, resets } = current.current;
    const problems = validateRef.current(values) as FieldErrors<V>;
    const valid = Object.keys(problems).length === 0;
    commit((previous) => ({ ...previous, errors: problems }));
    try {
      if (valid) await onValid(values);
    } finally {
      // counted after onValid, so the errors it set (a refusal of the server) are there for the focus; not
      // when onValid reset the form (saved and cleared): a blank form is checked as a new one
      commit((previous) => (previous.resets === resets ? { ...previous, submitCount: previous.submitCount + 1 } : previous));
    }
  };

  useFocusFirstInvalid(formRef, state.submitCount);

  return {
    values: state.values,
    errors: state.errors,
    /** whether the values differ from the starting ones (or those of the last reset) */
    isDirty: !sameValue(state.values, state.defaults),
    submitCount: state.submitCount,
    /** how many times the form was reset: a key for fields with state of their own, which must start again with it */
    resets: state.resets,
    /** the `ref` of the `<form>`, for the focus after a submission */
    formRef,
    field,
    input,
    setDefault,
    setError,
    setServerErrors,
    reset,
    handleSubmit,
  };
}

export type SchemaForm<V extends object> = ReturnType<typeof useSchemaForm<V>>;

/** The value at a field path. */
function valueAt(values: object, name: string): unknown {
  const [head, tail] = splitPath(name);
  const value: unknown = (values as Record<string, unknown>)[head];
  if (tail === undefined) return value;
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[tail] : undefined;
}

/** A copy of `values` with `value` at a field path. */
function withValue<V extends object>(values: V, name: string, value: unknown): V {
  const [head, tail] = splitPath(name);
  if (tail === undefined) return { ...values, [head]: value };
  const inner: unknown = (values as Record<string, unknown>)[head];
  return { ...values, [head]: { ...(inner && typeof inner === 'object' ? inner : {}), [tail]: value } };
}

/** `tags.g3` → `['tags', 'g3']`; `title` → `['title', undefined]`. */
function splitPath(name: string): [string, string | undefined] {
  const dot = name.indexOf('.');
  return dot < 0 ? [name, undefined] : [name.slice(0, dot), name.slice(dot + 1)];
}

/** `errors` with the field's problem set, or removed when it has none. */
function withError<V>(errors: FieldErrors<V>, name: string, problem: string | undefined): FieldErrors<V> {
  if (problem) return errors[name as FieldPath<V>] === problem ? errors : { ...errors, [name]: problem };
  if (!(name in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)) as FieldErrors<V>;
}

/** Deep equality of form values (text, lists, records); a key holding `undefined` counts as absent. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}
