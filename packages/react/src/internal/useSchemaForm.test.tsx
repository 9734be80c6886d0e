import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldwatchError } from '@fieldwatch/core';
import { useSchemaForm, type SchemaForm } from './useSchemaForm.js';

interface Values {
  title: string;
  latitude: string;
  tags: Record<string, string[] | undefined>;
}

const start: Values = { title: '', latitude: '', tags: {} };

/** Title and latitude required; at most one tag in group g1. */
function problems(values: Values): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.title.trim()) found.title = 'required';
  if (!values.latitude.trim()) found.latitude = 'required';
  else if (Number.isNaN(Number(values.latitude))) found.latitude = 'latitudeInvalidNumber';
  if ((values.tags.g1?.length ?? 0) > 1) found['tags.g1'] = 'oneTagOnly';
  return found;
}

/** A form as a user meets it: labelled inputs that say their error, and a Save button. */
function TestForm({ onValid, expose }: { onValid: (values: Values) => Promise<void> | void; expose?: (form: SchemaForm<Values>) => void }) {
  const form = useSchemaForm({ defaultValues: start, validate: problems });
  expose?.(form);
  const tags = form.field('tags.g1');
  const chosen = tags.value ?? [];
  // the ref taken out first: handed to a ref prop as a property, it would make the whole form count as a ref
  const { formRef } = form;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      {(['title', 'latitude'] as const).map((name) => (
        <p key={name}>
          <label htmlFor={name}>{name}</label>
          <input id={name} aria-invalid={form.errors[name] ? true : undefined} {...form.input(name)} />
          {form.errors[name] ? <span>{`${name}: ${form.errors[name]}`}</span> : null}
        </p>
      ))}
      {['a', 'b'].map((tag) => (
        <label key={tag}>
          {tag}
          <input
            type="checkbox"
            checked={chosen.includes(tag)}
            onChange={(event) => tags.onChange(event.target.checked ? [...chosen, tag] : chosen.filter((value) => value !== tag))}
            onBlur={tags.onBlur}
          />
        </label>
      ))}
      {form.errors['tags.g1'] ? <span>{`tags: ${form.errors['tags.g1']}`}</span> : null}
      <p>{form.isDirty ? 'unsaved' : 'saved'}</p>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(onValid: (values: Values) => Promise<void> | void = () => {}) {
  let form: SchemaForm<Values> | undefined;
  render(
    <TestForm
      onValid={onValid}
      expose={(current) => {
        form = current;
      }}
    />,
  );
  return { form: () => form as SchemaForm<Values> };
}

const field = (name: string) => screen.getByLabelText(name);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('useSchemaForm', () => {
  it('checks a field once the user leaves it, then at every change', async () => {
    renderForm();
    await userEvent.type(field('title'), 'x');
    await userEvent.clear(field('title'));
    // not left yet: nothing is shown while the user is still there
    expect(screen.queryByText('title: required')).toBeNull();
    await userEvent.click(document.body);
    expect(screen.getByText('title: required')).toBeTruthy();
    await userEvent.type(field('title'), 'F');
    expect(screen.queryByText('title: required')).toBeNull();
    await userEvent.clear(field('title'));
    expect(screen.getByText('title: required')).toBeTruthy();
    // a field never visited says nothing, whatever the others do
    expect(screen.queryByText('latitude: required')).toBeNull();
  });

  it('refuses a submission with problems: every error shown, the first field focused, onValid not called', async () => {
    const onValid = vi.fn();
    renderForm(onValid);
    await userEvent.type(field('latitude'), 'north');
    await save();
    expect(screen.getByText('title: required')).toBeTruthy();
    expect(screen.getByText('latitude: latitudeInvalidNumber')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('title')));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submission checks every change, even of a field never left', async () => {
    renderForm();
    await save();
    await userEvent.type(field('latitude'), '5');
    expect(screen.queryByText(/latitude:/)).toBeNull();
    await userEvent.type(field('latitude'), 'x');
    expect(screen.getByText('latitude: latitudeInvalidNumber')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('a'));
    await userEvent.click(screen.getByLabelText('b'));
    expect(screen.getByText('tags: oneTagOnly')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('b'));
    expect(screen.queryByText('tags: oneTagOnly')).toBeNull();
  });

  it('runs onValid with the values, nested ones included, and counts the submission after it', async () => {
    const onValid = vi.fn();
    const { form } = renderForm(onValid);
    await userEvent.type(field('title'), 'Flooded road');
    await userEvent.type(field('latitude'), '51.5');
    await userEvent.click(screen.getByLabelText('b'));
    await save();
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ title: 'Flooded road', latitude: '51.5', tags: { g1: ['b'] } });
    expect(form().submitCount).toBe(1);
  });

  it("puts the server's refusals beside the mapped fields and focuses the first of them", async () => {
    const { form } = renderForm(() => {
      form().setServerErrors(new FieldwatchError('VALIDATION_ERROR', { fields: { lat: 'latitudeInvalidNumber', unknown: 'required' } }), {
        lat: 'latitude',
      });
    });
    await userEvent.type(field('title'), 'Flooded road');
    await userEvent.type(field('latitude'), '51.5');
    await save();
    expect(screen.getByText('latitude: latitudeInvalidNumber')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('latitude')));
    // not an answer of the server: nothing to show
    expect(form().setServerErrors(new Error('offline'), { lat: 'latitude' })).toBe(false);
    // the next change checks the field again
    await userEvent.type(field('latitude'), '1');
    expect(screen.queryByText(/latitude:/)).toBeNull();
  });

  it('is dirty while the values differ from where it started, and reset starts again from new values', async () => {
    const { form } = renderForm();
    expect(screen.getByText('saved')).toBeTruthy();
    await userEvent.type(field('title'), 'F');
    expect(screen.getByText('unsaved')).toBeTruthy();
    await userEvent.clear(field('title'));
    expect(screen.getByText('saved')).toBeTruthy();

    await save();
    expect(screen.getByText('title: required')).toBeTruthy();
    act(() => form().reset({ title: 'Kept', latitude: '1', tags: {} }));
    expect((field('title') as HTMLInputElement).value).toBe('Kept');
    expect(screen.queryByText(/title:|latitude:/)).toBeNull();
    expect(screen.getByText('saved')).toBeTruthy();
    expect(form().submitCount).toBe(0);
    // back to checking on leaving: a change alone shows nothing
    await userEvent.clear(field('title'));
    expect(screen.queryByText('title: required')).toBeNull();
  });

  it('takes a default known later without counting it as a change of the user', () => {
    const { form } = renderForm();
    act(() => form().setDefault('latitude', '12'));
    expect((field('latitude') as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('saved')).toBeTruthy();
    // what the user typed stays
    fireEvent.change(field('title'), { target: { value: 'Mine' } });
    act(() => form().setDefault('title', 'Theirs'));
    expect((field('title') as HTMLInputElement).value).toBe('Mine');
    expect(screen.getByText('unsaved')).toBeTruthy();
  });
});
