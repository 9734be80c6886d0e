import { anonymousErrorData, FieldwatchError } from '../errors.js';
import { toFieldwatchError, type FieldwatchClient } from '../api/client.js';
import { newIdempotencyKey } from '../api/idempotency.js';
import { createReport, updateReport, uploadReportMedia } from '../api/reports.js';
import type { Report } from '../schemas/report.js';
import { createAnonymousTokens, type AnonymousAccess } from './anonymousTokens.js';
import { changedFields, isTransientError, noProgress, type SubmissionProgress, type SubmitReportRequest } from './submitReport.js';

/**
 * What sending a report takes, apart from what a form and a submission queue need before (submitReport.ts,
 * `loadSending`): the steps of a send, and the browser key anonymous calls are signed with.
 */
export { browserProofSigner } from './browserKey.js';

/** `submitReport`'s work, loaded with the first report sent (`loadSending`). */
export async function sendReport(request: SubmitReportRequest): Promise<Report> {
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
