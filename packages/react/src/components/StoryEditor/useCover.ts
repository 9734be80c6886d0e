import { useEffect, useMemo, useRef, useState } from 'react';
import { limits, newIdempotencyKey, type Media, type MessageKey } from '@fieldwatch/core';
import { megabytes } from '../../internal/mediaFiles.js';

/** A cover is an image only; the server re-encodes it and checks its bytes again. */
export const coverAccept = 'image/jpeg,image/png,image/webp,image/gif';
const coverTypes = new Set(coverAccept.split(','));

export interface CoverProblem {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** Why a file cannot be the cover, checked before anything is sent; null when it may go. */
function coverProblem(file: File): CoverProblem | null {
  if (!coverTypes.has(file.type.toLowerCase())) return { key: 'storyEditor.coverNotImage', values: { name: file.name } };
  if (file.size > limits.imageMaxBytes)
    return { key: 'storyEditor.coverTooLarge', values: { name: file.name, size: megabytes(limits.imageMaxBytes) } };
  return null;
}

/**
 * The cover image being edited: the story's stored one, or an image chosen (with a preview of it), or
 * none after Remove. A chosen image is uploaded once the story exists; its Idempotency-Key is made when
 * it is first sent and kept for the retries of that same file.
 */
export function useCover(stored: Media | null) {
  const [saved, setSaved] = useState<Media | null>(stored);
  const [file, setFile] = useState<File | null>(null);
  // the Idempotency-Key of each chosen file's upload, made at its first try
  const keys = useRef(new WeakMap<File, string>());
  const [removed, setRemoved] = useState(false);
  const [problem, setProblem] = useState<CoverProblem | null>(null);
  const preview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return {
    /** the image to show: the chosen one's preview, else the stored one's address; null without a cover */
    src: file ? preview : removed ? null : (saved?.sizes.find((size) => size.size === 'medium')?.src ?? saved?.src ?? null),
    hasCover: file !== null || (!removed && saved !== null),
    file,
    problem,
    /** a chosen image not sent yet, or a stored one to remove: Save has something to do */
    changed: file !== null || (removed && saved !== null),
    /** whether the stored cover is to be removed at the next save */
    removing: removed && saved !== null && file === null,
    /** Takes dropped or chosen files: one image, or says why not. */
    choose: (files: readonly File[]) => {
      const [first] = files;
      if (!first) return;
      const refused = files.length > 1 ? { key: 'storyEditor.coverOne' as const } : coverProblem(first);
      setProblem(refused);
      if (!refused) setFile(first);
    },
    remove: () => {
      setFile(null);
      setRemoved(true);
      setProblem(null);
    },
    /** The key of this file's upload: made at its first try, the same for its retries. */
    uploadKey: (chosen: File): string => {
      const key = keys.current.get(chosen) ?? newIdempotencyKey();
      keys.current.set(chosen, key);
      return key;
    },
    /** The story as saved now holds this cover (or none). */
    settled: (media: Media | null) => {
      setSaved(media);
      setFile(null);
      setRemoved(false);
    },
  };
}

export type CoverState = ReturnType<typeof useCover>;
