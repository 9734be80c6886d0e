import { useCallback, useState } from 'react';
import type { MessageKey } from '@fieldwatch/core';
import { mediaFileProblem, mediaKindOf, pendingFile, type PendingFile } from './mediaFiles.js';

export interface MediaFilesState {
  files: PendingFile[];
  /** why the last chosen files were not all taken (wrong type, too large) */
  problem: { key: MessageKey; values?: Record<string, string | number> } | null;
  add: (chosen: readonly File[]) => void;
  remove: (id: string) => void;
  update: (id: string, patch: Partial<PendingFile>) => void;
  /** Puts back the files kept with a submission (a report kept on the device), as they were. */
  restore: (files: readonly PendingFile[]) => void;
  clear: () => void;
}

/** The files chosen for a report or a comment, checked on the way in (media kind and size). */
export function useMediaFiles(): MediaFilesState {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [problem, setProblem] = useState<MediaFilesState['problem']>(null);

  const add = useCallback((chosen: readonly File[]) => {
    let firstProblem: MediaFilesState['problem'] = null;
    const taken: PendingFile[] = [];
    for (const file of chosen) {
      const found = mediaFileProblem(file);
      const kind = mediaKindOf(file);
      if (found || !kind) firstProblem ??= found;
      else taken.push(pendingFile(file, kind));
    }
    setProblem(firstProblem);
    if (taken.length) setFiles((current) => [...current, ...taken]);
  }, []);

  const remove = useCallback((id: string) => setFiles((current) => current.filter((item) => item.id !== id)), []);
  const update = useCallback(
    (id: string, patch: Partial<PendingFile>) =>
      setFiles((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    [],
  );
  const restore = useCallback((kept: readonly PendingFile[]) => {
    setFiles([...kept]);
    setProblem(null);
  }, []);
  const clear = useCallback(() => {
    setFiles([]);
    setProblem(null);
  }, []);

  return { files, problem, add, remove, update, restore, clear };
}
