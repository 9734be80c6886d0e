import { FieldwatchError, isValidationKey, limits, type MediaKind, type MessageKey } from '@fieldwatch/core';

/** Spec §5 Files: media are photos, videos, audio and PDF. The server checks the bytes again. */
export const mediaAccept = 'image/*,video/*,audio/*,application/pdf,.pdf';

const maxBytes: Record<MediaKind, number> = {
  image: limits.imageMaxBytes,
  video: limits.videoMaxBytes,
  audio: limits.audioMaxBytes,
  document: limits.documentMaxBytes,
};

/** The kind a chosen file will be, from its declared type (or its name when the browser gives none). */
export function mediaKindOf(file: Pick<File, 'type' | 'name'>): MediaKind | null {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf' || (!type && /\.pdf$/i.test(file.name))) return 'document';
  return null;
}

/** Why a chosen file cannot be sent, checked before any upload; null when it may go. */
export function mediaFileProblem(file: File): { key: MessageKey; values?: Record<string, string | number> } | null {
  const kind = mediaKindOf(file);
  if (!kind) return { key: 'validation.invalidFileType' };
  if (file.size > maxBytes[kind]) return { key: 'reportForm.fileTooLarge', values: { name: file.name, size: megabytes(maxBytes[kind]) } };
  return null;
}

export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** A file chosen for a report or a comment, and how its upload went. */
export interface PendingFile {
  id: string;
  file: File;
  kind: MediaKind;
  status: UploadStatus;
  /** why the upload failed, in catalogue words */
  error?: MessageKey | undefined;
}

let nextId = 1;
export function pendingFile(file: File, kind: MediaKind): PendingFile {
  return { id: `file-${nextId++}`, file, kind, status: 'waiting' };
}

/** The words for a failed upload: the server's field key (invalidFileType) or its error code. */
export function uploadErrorKey(error: unknown): MessageKey {
  if (error instanceof FieldwatchError) {
    const field = error.fields.media;
    if (field && isValidationKey(field)) return `validation.${field}`;
    return `api.${error.code}`;
  }
  return 'notice.uploadError';
}

/**
 * Uploads the files that are not sent yet, one per call and one after the other (spec §4), telling
 * `onChange` about each step. Returns true when every file is sent; a failed file stays for a retry.
 */
export async function uploadPending<T>(
  files: readonly PendingFile[],
  upload: (file: File) => Promise<T>,
  onChange: (id: string, patch: Partial<PendingFile>) => void,
  onUploaded?: (result: T) => void,
): Promise<boolean> {
  let allSent = true;
  for (const item of files) {
    if (item.status === 'done') continue;
    onChange(item.id, { status: 'uploading' });
    try {
      const result = await upload(item.file);
      onChange(item.id, { status: 'done' });
      onUploaded?.(result);
    } catch (error) {
      allSent = false;
      onChange(item.id, { status: 'failed', error: uploadErrorKey(error) });
    }
  }
  return allSent;
}
