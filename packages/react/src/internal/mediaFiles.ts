import {
  FieldwatchError,
  isValidationKey,
  limits,
  type MediaKind,
  type MessageKey,
  type SubmissionFailure,
  type SubmissionFile,
} from '@fieldwatch/core';

/** Media are photos, videos, audio and PDF (docs/validation.md). The server checks the bytes again. */
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
// ids outlive the page when a submission is kept on the device: never reuse one after a reload
const pagePrefix = Math.random().toString(36).slice(2, 8);
export function pendingFile(file: File, kind: MediaKind): PendingFile {
  return { id: `file-${pagePrefix}-${nextId++}`, file, kind, status: 'waiting' };
}

/** The words for a failed upload: the server's field key (invalidFileType) or its error code. */
export function uploadErrorKey(error: unknown): MessageKey {
  if (error instanceof FieldwatchError) return failureKey(error);
  return 'notice.uploadError';
}

/** The same words for a refusal kept with a submission (a report kept on the device, then refused). */
export function failureKey(failure: SubmissionFailure): MessageKey {
  const field = failure.fields.media;
  if (field && isValidationKey(field)) return `validation.${field}`;
  return `api.${failure.code}`;
}

/** The chosen files as a submission carries them (core `submitReport`), under the same ids. */
export function submissionFilesOf(files: readonly PendingFile[]): SubmissionFile[] {
  return files.map((item) => ({ id: item.id, name: item.file.name, type: item.file.type, blob: item.file }));
}

/** Files kept with a submission, back as chosen files: sent, refused (and why) or still to send. */
export function pendingFilesOf(
  files: readonly SubmissionFile[],
  uploaded: readonly string[],
  refused: Record<string, SubmissionFailure>,
): PendingFile[] {
  return files.map((kept) => {
    const file = new File([kept.blob], kept.name, { type: kept.type });
    const failure = refused[kept.id];
    const status: UploadStatus = uploaded.includes(kept.id) ? 'done' : failure ? 'failed' : 'waiting';
    return { id: kept.id, file, kind: mediaKindOf(file) ?? 'document', status, ...(failure ? { error: failureKey(failure) } : {}) };
  });
}

/**
 * Uploads the files that are not sent yet, one per call (`POST /report/{id}/media` takes one file) and
 * one after the other, telling `onChange` about each step. Returns true when every file is sent; a
 * failed file stays for a retry.
 */
export async function uploadPending<T>(
  files: readonly PendingFile[],
  upload: (file: File, id: string) => Promise<T>,
  onChange: (id: string, patch: Partial<PendingFile>) => void,
  onUploaded?: (result: T) => void,
): Promise<boolean> {
  let allSent = true;
  for (const item of files) {
    if (item.status === 'done') continue;
    onChange(item.id, { status: 'uploading' });
    try {
      const result = await upload(item.file, item.id);
      onChange(item.id, { status: 'done' });
      onUploaded?.(result);
    } catch (error) {
      allSent = false;
      onChange(item.id, { status: 'failed', error: uploadErrorKey(error) });
    }
  }
  return allSent;
}
