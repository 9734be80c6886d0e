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
  memoryPersistence,
  type StoredSubmission,
  type SubmissionFailure,
  type SubmissionPersistence,
  type SubmissionStatus,
} from './persistence.js';
export {
  createSubmissionQueue,
  retryDelay,
  type PendingSubmission,
  type SubmissionEntry,
  type SubmissionEvent,
  type SubmissionQueue,
  type SubmissionQueueOptions,
  type SubmissionQueueState,
  type SubmitOutcome,
} from './queue.js';
