import { useRef, useState } from 'react';
import { limits, type Story } from '@fieldwatch/core';
import {
  blankStory,
  newBlockId,
  sameStory,
  storyProblems,
  valuesOf,
  type EditorBlock,
  type StoryEditorValues,
  type StoryField,
} from './storyEditorValues.js';

/**
 * The editor's values and which of their problems to show. A field's problem shows once the user left
 * it, and every problem once Save was pressed; a refusal of the server shows beside its field until
 * that field changes. Problems are worked out from the values on each render, so a deleted or moved
 * block never leaves a stale message behind. `isDirty` compares with the story as opened (or as last
 * saved or reloaded).
 */
export function useStoryEditorState(story: Story | undefined) {
  const [defaults, setDefaults] = useState<StoryEditorValues>(() => (story ? valuesOf(story) : blankStory()));
  const [values, setValuesState] = useState<StoryEditorValues>(defaults);
  const [touched, setTouched] = useState<ReadonlySet<StoryField>>(new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const [serverErrors, setServerErrors] = useState<Partial<Record<StoryField, string>>>({});
  // the values as of the last change, for handlers that run before the next render (a drop, then Save)
  const current = useRef(values);

  const update = (change: (previous: StoryEditorValues) => StoryEditorValues, field?: StoryField) => {
    current.current = change(current.current);
    setValuesState(current.current);
    if (field) setServerErrors((previous) => (field in previous ? withoutKey(previous, field) : previous));
  };

  const problems = storyProblems(values);
  const errors: Partial<Record<StoryField, string>> = { ...serverErrors };
  for (const [field, key] of Object.entries(problems) as [StoryField, string][]) {
    if (submitCount > 0 || touched.has(field)) errors[field] = key;
  }

  const setBlocks = (change: (blocks: EditorBlock[]) => EditorBlock[]) =>
    update((previous) => ({ ...previous, blocks: change(previous.blocks) }));
  const full = () => current.current.blocks.length >= limits.storyBlocksMax;

  return {
    values,
    errors,
    /** problems whatever was touched: Save stays disabled while the story cannot be saved as it is */
    hasProblems: Object.keys(problems).length > 0 || Object.keys(serverErrors).length > 0,
    isDirty: !sameStory(values, defaults),
    submitCount,
    current: () => current.current,
    setTitle: (title: string) => update((previous) => ({ ...previous, title }), 'title'),
    setSubtitle: (subtitle: string) => update((previous) => ({ ...previous, subtitle }), 'subtitle'),
    setPublished: (published: boolean) => update((previous) => ({ ...previous, published })),
    setText: (id: string, textInput: string) =>
      update(
        (previous) => ({
          ...previous,
          blocks: previous.blocks.map((block) => (block.id === id && block.type === 'text' ? { ...block, textInput } : block)),
        }),
        `block.${id}`,
      ),
    leave: (field: StoryField) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    /** whether the body is at its most blocks: nothing more is added */
    full,
    /** Adds an empty text block at the end; returns its id, or null when the body is full. */
    addText: (): string | null => {
      if (full()) return null;
      const id = newBlockId();
      setBlocks((blocks) => [...blocks, { id, type: 'text', textInput: '' }]);
      return id;
    },
    /** Puts a report block at `index` (the end by default); returns where it went, or -1 when the body is full. */
    addReport: (block: Omit<Extract<EditorBlock, { type: 'report' }>, 'id' | 'type'>, index?: number): number => {
      if (full()) return -1;
      const at = Math.min(index ?? current.current.blocks.length, current.current.blocks.length);
      setBlocks((blocks) => [...blocks.slice(0, at), { id: newBlockId(), type: 'report', ...block }, ...blocks.slice(at)]);
      return at;
    },
    remove: (id: string) => {
      setBlocks((blocks) => blocks.filter((block) => block.id !== id));
      setServerErrors((previous) => withoutKey(previous, `block.${id}`));
    },
    move: (from: number, to: number) =>
      setBlocks((blocks) => {
        const next = [...blocks];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        return next;
      }),
    /** Save was pressed: every problem shows from now on. */
    submitted: () => setSubmitCount((count) => count + 1),
    /** Server field refusals (validation keys by field) beside their fields. */
    setServerErrors,
    /** Starts again from `next`: a story saved or reloaded; nothing changed since. */
    reset: (next: StoryEditorValues) => {
      current.current = next;
      setValuesState(next);
      setDefaults(next);
      setTouched(new Set());
      setServerErrors({});
    },
  };
}

export type StoryEditorState = ReturnType<typeof useStoryEditorState>;

function withoutKey<T extends object>(record: T, key: string): T {
  if (!(key in record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T;
}
