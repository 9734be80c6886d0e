export { createAnonymousTokens, type AnonymousAccess, type AnonymousTokens } from './anonymousTokens.js';
export {
  changedFields,
  isTransientError,
  noProgress,
  submitReport,
  type SubmissionFile,
  type SubmissionMode,
  type SubmissionProgress,
  type SubmissionStep,
  type SubmitReportRequest,
} from './submitReport.js';
export {
  indexedDbPersistence,
  legacyDatabaseName,
  memoryPersistence,
  scopedDatabaseName,
  type StoredSubmission,
  type SubmissionClaim,
  type SubmissionFailure,
  type SubmissionPersistence,
  type SubmissionStatus,
} from './persistence.js';
export {
  broadcastSync,
  createSubmissionQueue,
  retryDelay,
  submissionScope,
  type PendingSubmission,
  type SubmissionEntry,
  type SubmissionEvent,
  type SubmissionLocks,
  type SubmissionSync,
  type SubmissionQueue,
  type SubmissionQueueOptions,
  type SubmissionQueueState,
  type SubmitOutcome,
} from './queue.js';
