import { useRef, useState } from 'react';
import {
  createStory,
  FieldwatchError,
  deleteStoryCover,
  getStory,
  newIdempotencyKey,
  updateStory,
  uploadStoryCover,
  type Story,
} from '@fieldwatch/core';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import type { CoverState } from './useCover.js';
import { createInputOf, storyProblems, updateOf, valuesOf } from './storyEditorValues.js';
import type { StoryEditorState } from './useStoryEditorState.js';

export type StorySavePhase = 'idle' | 'saving' | 'uploading';

/** The server's field names, as the editor's fields. */
const serverFields = { title: 'title', subtitle: 'subtitle' } as const;

/**
 * Saves the story: creates it (`POST`, with an Idempotency-Key made when Save is pressed and kept for the
 * retries of that same save, so a lost answer never makes two stories) or updates it with the version
 * opened (`PUT`); then sends the cover chosen, or removes the one removed. The body goes in the order
 * shown. A save refused because someone else saved the story since (409 `STORY_CHANGED`) keeps
 * everything typed on screen and offers to reload the saved story. A cover that fails after the story
 * was created leaves an existing story: the next Save updates it and sends the cover again.
 */
export function useStorySave(
  story: Story | undefined,
  organizationId: number | null,
  state: StoryEditorState,
  cover: CoverState,
  onSaved: ((story: Story) => void) | undefined,
) {
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  // the story as stored now: the one opened, or the one this editor created
  const stored = useRef<Story | null>(story ?? null);
  // the create being tried: its key, for as long as what it sends stays the same
  const creating = useRef<{ key: string; body: string } | null>(null);
  const [phase, setPhase] = useState<StorySavePhase>('idle');
  const [changed, setChanged] = useState(false);
  const [coverFailed, setCoverFailed] = useState(false);
  const [reloading, setReloading] = useState(false);

  async function writeStory(): Promise<{ saved: Story; created: boolean }> {
    const values = state.current();
    const existing = stored.current;
    if (existing)
      return {
        saved: await updateStory(client, existing.organization.id, existing.id, updateOf(values, existing.version)),
        created: false,
      };
    const input = createInputOf(values);
    const body = JSON.stringify(input);
    if (creating.current?.body !== body) creating.current = { key: newIdempotencyKey(), body };
    const saved = await createStory(client, organizationId ?? 0, input, { idempotencyKey: creating.current.key });
    creating.current = null;
    return { saved, created: true };
  }

  async function writeCover(saved: Story): Promise<Story> {
    if (cover.file) {
      setPhase('uploading');
      const file = cover.file;
      return uploadStoryCover(client, saved.id, file, file.name, { idempotencyKey: cover.uploadKey(file) });
    }
    if (cover.removing && saved.coverImage) return deleteStoryCover(client, saved.id);
    return saved;
  }

  async function save() {
    state.submitted();
    if (Object.keys(storyProblems(state.current())).length > 0) return;
    setPhase('saving');
    let written: { saved: Story; created: boolean } | null = null;
    try {
      written = await writeStory();
      stored.current = written.saved;
      setChanged(false);
      const withCover = await writeCover(written.saved);
      stored.current = withCover;
      cover.settled(withCover.coverImage);
      setCoverFailed(false);
      state.reset(valuesOf(withCover));
      alerts.getState().push('success', written.created ? 'storyEditor.created' : 'storyEditor.updated');
      onSaved?.(withCover);
    } catch (error) {
      if (written) {
        // the story went through, its cover did not: the editor now edits the saved story
        state.reset(valuesOf(written.saved));
        if (written.created) alerts.getState().push('success', 'storyEditor.created');
        setCoverFailed(true);
        showError(error);
      } else if (error instanceof FieldwatchError && error.code === 'STORY_CHANGED') {
        setChanged(true);
      } else {
        const fields = error instanceof FieldwatchError ? error.fields : {};
        state.setServerErrors(
          Object.fromEntries(Object.entries(fields).flatMap(([name, key]) => (name in serverFields ? [[name, key]] : []))),
        );
        showError(error);
      }
    } finally {
      setPhase('idle');
    }
  }

  /** After a 409: the story as saved now replaces what is on screen (the user asked for it). */
  async function reload() {
    const existing = stored.current;
    if (!existing) return;
    setReloading(true);
    try {
      const fresh = await getStory(client, existing.organization.id, existing.id);
      stored.current = fresh;
      state.reset(valuesOf(fresh));
      cover.settled(fresh.coverImage);
      setChanged(false);
    } catch (error) {
      showError(error);
    } finally {
      setReloading(false);
    }
  }

  return {
    phase,
    save,
    reload,
    reloading,
    /** someone else saved the story since it was opened: what is typed stays until the user reloads */
    changed,
    /** the story is saved but its cover is not */
    coverFailed,
    /** whether a story exists on the server (opened, or created by this editor) */
    exists: () => stored.current !== null,
  };
}
