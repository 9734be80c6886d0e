/** Submissions kept on the device and sent when the network returns, English source. */
export const submissionsEn = {
  'submissions.queued': 'Saved on this device. It will be sent when you are back online.',
  'submissions.sent': 'Your report was sent.',
  'submissions.pending': '{count, plural, one {# report is waiting to be sent.} other {# reports are waiting to be sent.}}',
  'submissions.sendNow': 'Send now',
  'submissions.offline': 'You are offline. You can still save your report: it stays on this device until it can be sent.',
  'submissions.notStored':
    'Your report could not be sent and this device could not keep it. Keep this page open: it will be sent when the connection returns.',
  'submissions.restored': 'A report saved earlier could not be sent. It is back in the form: check it and save again.',
  'submissions.discard': 'Discard this report',
  'submissions.anonymousDisabled': 'Anonymous reports are not accepted at the moment.',
  'submissions.anonymousNote': 'Your report will be sent without your name.',
} as const;
