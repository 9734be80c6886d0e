import { FieldwatchError } from '../errors.js';
import { toFieldwatchError, type FieldwatchClient } from '../api/client.js';
import type { Report, ReportCreateInput, ReportUpdateInput } from '../schemas/report.js';
import type { AnonymousAccess, AnonymousTokens } from './anonymousTokens.js';
import type * as Sending from './sendReport.js';

/** Who a report is sent as: the signed-in user, or anonymously (with a token from `POST /user/anonymous`). */
export type SubmissionMode = 'user' | 'anonymous';

/** A media file of a submission. Name and type are kept apart: a stored `File` comes back as a `Blob`. */
export interface SubmissionFile {
  /** stable within the submission: progress names the files sent by it */
  id: string;
  name: string;
  type: string;
  blob: Blob;
}

/** How far a submission got (create, upload each file, publish): what a retry must not do again. */
export interface SubmissionProgress {
  /** the draft, once the server made it; a retry uploads to it and publishes it instead of creating another */
  reportId: number | null;
  /** the organization the draft was made in */
  organizationId: number | null;
  /** what the draft was made with: fields changed since go along with the publication */
  createdWith: ReportCreateInput | null;
  /** ids of the files sent */
  uploaded: string[];
  /**
   * Anonymous mode: the token that made the draft. The server ties an anonymous draft to its token, so
   * a retry after a reload uses it again while it lives (an hour); it goes with the submission.
   */
  access: AnonymousAccess | null;
}

export const noProgress = (): SubmissionProgress => ({
  reportId: null,
  organizationId: null,
  createdWith: null,
  uploaded: [],
  access: null,
});

/** What `submitReport` is doing, for a form that shows it. */
export type SubmissionStep =
  | { type: 'creating' }
  | { type: 'uploading'; fileId: string }
  | { type: 'uploaded'; fileId: string; report: Report }
  /** the server refused this file (type, size): the others are still sent, then the submission fails */
  | { type: 'fileRefused'; fileId: string; error: FieldwatchError }
  | { type: 'publishing' };

export interface SubmitReportRequest {
  client: FieldwatchClient;
  mode: SubmissionMode;
  /** user mode: the organization reported for. Anonymous reports go into option `anonymous_organization`. */
  organizationId?: number | null;
  input: ReportCreateInput;
  files: readonly SubmissionFile[];
  /** where an earlier attempt stopped */
  progress?: SubmissionProgress;
  /** Told after each step a retry must not repeat (draft made, file sent). Awaited: a queue stores it first. */
  onProgress?: (progress: SubmissionProgress) => void | Promise<void>;
  onStep?: (step: SubmissionStep) => void;
  /** anonymous mode: where tokens come from; share one to reuse a token between submissions */
  tokens?: AnonymousTokens;
  /**
   * The submission's idempotency key, made when the person pressed Save and kept with it: each create
   * call sends one derived from it (`${key}:create`, `${key}:media:${fileId}`), so a retry — after a
   * reload, from another tab, after progress was lost — repeats the same keys and the server answers
   * what it made the first time. @default a new key for this call
   */
  idempotencyKey?: string;
}

/**
 * An answer that may well be different later: no answer at all, the server failing or busy (5xx, 429),
 * a token that ran out, or the same idempotency key still being handled (another tab's send of it). Anything
 * else (a refused field, a feature switched off) needs a person.
 */
export function isTransientError(error: unknown): boolean {
  const mapped = error instanceof FieldwatchError ? error : toFieldwatchError(error);
  return (
    mapped.code === 'NETWORK_ERROR' ||
    mapped.code === 'UNAUTHENTICATED' ||
    mapped.code === 'IDEMPOTENCY_IN_PROGRESS' ||
    mapped.status === 429 ||
    mapped.status >= 500
  );
}

/**
 * The code that sends (sendReport.ts: the steps below, the anonymous token's browser key), a chunk of its
 * own in a bundle, fetched with the first report sent: a page with a form downloads none of it until then,
 * and a send needs the network anyway. A chunk that cannot be fetched (offline) fails the send as a call
 * that got no answer (`NETWORK_ERROR`), which a submission queue keeps and tries again.
 */
export function loadSending(): Promise<typeof Sending> {
  return import('./sendReport.js').catch(() => {
    throw new FieldwatchError('NETWORK_ERROR', { status: 0 });
  });
}

/**
 * Creates a report, resumably: create a draft, upload the media one file per call, publish. Each
 * step done is reported through `onProgress`; called again with that progress after a failure, it goes
 * on from there, so a retry never makes a second report nor sends a file twice. Fields changed after the
 * draft was made are sent with the publication. Throws the `FieldwatchError` that stopped it.
 */
export async function submitReport(request: SubmitReportRequest): Promise<Report> {
  const { sendReport } = await loadSending();
  return sendReport(request);
}

/** The fields of `input` that differ from what the draft was made with (`PUT` sends changed fields only). */
export function changedFields(createdWith: ReportCreateInput, input: ReportCreateInput): ReportUpdateInput {
  const changes: Record<string, unknown> = {};
  for (const key of ['title', 'content', 'event_date', 'latitude', 'longitude', 'taxonomies'] as const) {
    if (JSON.stringify(input[key]) !== JSON.stringify(createdWith[key])) changes[key] = input[key];
  }
  return changes;
}
