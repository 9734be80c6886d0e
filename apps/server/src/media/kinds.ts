/**
 * Which files we accept, by what their bytes say (docs/reports.md "Media"). The name and the declared
 * type of an upload are never trusted: a browser or an attacker may say anything.
 */
import { limits, type MediaKind } from '@fieldwatch/core';

export interface AcceptedType {
  kind: MediaKind;
  /** the type we serve the file as */
  mime: string;
}

/** Detected type (file-type's `mime`) → what we store; anything missing here is refused. */
const acceptedTypes: Record<string, AcceptedType> = {
  'image/jpeg': { kind: 'image', mime: 'image/jpeg' },
  'image/png': { kind: 'image', mime: 'image/png' },
  'image/webp': { kind: 'image', mime: 'image/webp' },
  'image/gif': { kind: 'image', mime: 'image/gif' },
  'image/heic': { kind: 'image', mime: 'image/heic' },
  'image/heif': { kind: 'image', mime: 'image/heif' },
  'image/avif': { kind: 'image', mime: 'image/avif' },
  'video/mp4': { kind: 'video', mime: 'video/mp4' },
  'video/webm': { kind: 'video', mime: 'video/webm' },
  'video/quicktime': { kind: 'video', mime: 'video/quicktime' },
  'audio/mpeg': { kind: 'audio', mime: 'audio/mpeg' },
  // M4A: audio/mp4 is the registered name that every browser plays
  'audio/x-m4a': { kind: 'audio', mime: 'audio/mp4' },
  'audio/mp4': { kind: 'audio', mime: 'audio/mp4' },
  'audio/aac': { kind: 'audio', mime: 'audio/aac' },
  'audio/ogg': { kind: 'audio', mime: 'audio/ogg' },
  'audio/ogg; codecs=opus': { kind: 'audio', mime: 'audio/ogg' },
  'audio/wav': { kind: 'audio', mime: 'audio/wav' },
  'application/pdf': { kind: 'document', mime: 'application/pdf' },
};

/**
 * The kind of a file from its detected type, or undefined when we refuse it.
 * WebM is one container for video and for audio and its first bytes do not say which; only there the
 * declared type may choose audio. That choice is harmless: audio has the smaller limit and both are
 * served the same way.
 */
export function acceptedType(detectedMime: string | undefined, declaredMime: string): AcceptedType | undefined {
  if (detectedMime === undefined) return undefined;
  if (detectedMime === 'video/webm' && declaredMime.trim().toLowerCase().startsWith('audio/webm')) {
    return { kind: 'audio', mime: 'audio/webm' };
  }
  return acceptedTypes[detectedMime];
}

export type MediaMaxBytes = Record<MediaKind, number>;

/** Upload limit per kind (core limits.ts); above it 413 PAYLOAD_TOO_LARGE. */
export const mediaMaxBytes: MediaMaxBytes = {
  image: limits.imageMaxBytes,
  video: limits.videoMaxBytes,
  audio: limits.audioMaxBytes,
  document: limits.documentMaxBytes,
};

/** Before the kind is known, an upload may grow only up to the largest limit of any kind. */
export const largestMaxBytes = (maxBytes: MediaMaxBytes): number => Math.max(...Object.values(maxBytes));
