import { anonymousErrorData, FieldwatchError } from '../errors.js';
import { toFieldwatchError, type FieldwatchClient } from '../api/client.js';
import { newIdempotencyKey } from '../api/idempotency.js';
import { createReport, updateReport, uploadReportMedia } from '../api/reports.js';
import type { Report, ReportCreateInput, ReportUpdateInput } from '../schemas/report.js';
import { createAnonymousTokens, type AnonymousAccess, type AnonymousTokens } from './anonymousTokens.js';

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
 * Creates a report, resumably: create a draft, upload the media one file per call, publish. Each
 * step done is reported through `onProgress`; called again with that progress after a failure, it goes
 * on from there, so a retry never makes a second report nor sends a file twice. Fields changed after the
 * draft was made are sent with the publication. Throws the `FieldwatchError` that stopped it.
 */
export async function submitReport(request: SubmitReportRequest): Promise<Report> {
  const { mode, input, files, onStep } = request;
  const key = request.idempotencyKey ?? newIdempotencyKey();
  let progress: SubmissionProgress = { ...(request.progress ?? noProgress()) };
  const record = async (next: SubmissionProgress) => {
    progress = next;
    await request.onProgress?.(next);
  };
  // the anonymous token of the last call
  const last: { access: AnonymousAccess | null } = { access: null };
  const call = callerFor(
    request,
    () => progress,
    (used) => (last.access = used),
  );

  try {
    return await send();
  } catch (error) {
    // An anonymous draft belongs to the token that made it: a new token cannot reach it (404), whether
    // the old one expired or the server answered a repeated create (same key, the token lost with a
    // reload) with the draft the old one made. Start again; that draft stays an unpublished draft nobody sees.
    const orphaned = mode === 'anonymous' && progress.reportId !== null;
    if (orphaned && error instanceof FieldwatchError && error.code === 'RESOURCE_NOT_FOUND') {
      // keys of their own: the first keys would have the server answer the unreachable draft again
      const again = `${key}:after-${progress.reportId}`;
      await record(noProgress());
      return send(again);
    }
    throw error;
  }

  async function send(base = key): Promise<Report> {
    if (progress.reportId === null) {
      onStep?.({ type: 'creating' });
      const draft = await call((caller, organizationId) =>
        createReport(caller, organizationId, input, { idempotencyKey: `${base}:create` }),
      );
      await record({ reportId: draft.id, organizationId: draft.organization.id, createdWith: input, uploaded: [], access: last.access });
    }
    const reportId = progress.reportId as number;

    let refused: FieldwatchError | null = null;
    for (const file of files) {
      if (progress.uploaded.includes(file.id)) continue;
      onStep?.({ type: 'uploading', fileId: file.id });
      try {
        const report = await call((caller) =>
          uploadReportMedia(caller, reportId, file.blob, file.name, { idempotencyKey: `${base}:media:${file.id}` }),
        );
        await record({ ...progress, uploaded: [...progress.uploaded, file.id] });
        onStep?.({ type: 'uploaded', fileId: file.id, report });
      } catch (error) {
        const mapped = toFieldwatchError(error);
        // offline or a server failure: the next files would fail alike, and the draft keeps them for later
        if (isTransientError(mapped) || mapped.code === 'RESOURCE_NOT_FOUND') throw mapped;
        onStep?.({ type: 'fileRefused', fileId: file.id, error: mapped });
        refused ??= mapped;
      }
    }
    if (refused) throw refused;

    onStep?.({ type: 'publishing' });
    const changes = progress.createdWith ? changedFields(progress.createdWith, input) : {};
    return call((caller, organizationId) =>
      updateReport(caller, organizationId, reportId, { ...changes, status: 'published' }, { idempotencyKey: `${base}:publish` }),
    );
  }
}

/**
 * Runs one API call as the submission's author. User mode: the client as it is. Anonymous mode: the
 * client with an anonymous token, renewed once if the server refuses it (it may expire early).
 */
function callerFor(request: SubmitReportRequest, progress: () => SubmissionProgress, used: (access: AnonymousAccess) => void) {
  const { client, mode } = request;
  const tokens = mode === 'anonymous' ? (request.tokens ?? createAnonymousTokens(client)) : null;

  return async <T>(step: (caller: FieldwatchClient, organizationId: number) => Promise<T>): Promise<T> => {
    if (!tokens) {
      const organizationId = progress().organizationId ?? request.organizationId;
      if (!organizationId) throw new FieldwatchError('VALIDATION_ERROR', { fields: { organization: 'required' } });
      return step(client, organizationId);
    }
    const run = async (access: AnonymousAccess) => {
      used(access);
      return step(client.withProof(await tokens.signer(), access.token), progress().organizationId ?? access.organizationId);
    };
    const own = progress().access;
    const access = own && tokens.isValid(own) ? own : await tokens.get();
    try {
      return await run(access);
    } catch (error) {
      // a token refused, or one that has created all the reports it may: a new token creates the next
      const usedUp = error instanceof FieldwatchError && error.data === anonymousErrorData.tokenReportsUsed;
      if (!(error instanceof FieldwatchError) || (error.code !== 'UNAUTHENTICATED' && !usedUp)) throw error;
      tokens.invalidate();
      return run(await tokens.get());
    }
  };
}

/** The fields of `input` that differ from what the draft was made with (`PUT` sends changed fields only). */
export function changedFields(createdWith: ReportCreateInput, input: ReportCreateInput): ReportUpdateInput {
  const changes: Record<string, unknown> = {};
  for (const key of ['title', 'content', 'event_date', 'latitude', 'longitude', 'taxonomies'] as const) {
    if (JSON.stringify(input[key]) !== JSON.stringify(createdWith[key])) changes[key] = input[key];
  }
  return changes;
}
