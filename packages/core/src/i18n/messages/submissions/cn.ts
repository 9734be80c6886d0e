import type { submissionsEn } from './en.js';

export const submissionsCn: Record<keyof typeof submissionsEn, string> = {
  'submissions.queued': '已保存在此设备上。恢复联网后将自动发送。',
  'submissions.sent': '您的报告已发送。',
  'submissions.pending': '{count, plural, other {# 份报告等待发送。}}',
  'submissions.sendNow': '立即发送',
  'submissions.offline': '您当前处于离线状态。您仍可保存报告：报告会保留在此设备上，直到可以发送为止。',
  'submissions.notStored': '您的报告未能发送，此设备也无法保存它。请保持此页面打开：网络恢复后将自动发送。',
  'submissions.restored': '之前保存的一份报告未能发送，现已放回表单中：请检查后再次保存。',
  'submissions.discard': '放弃此报告',
  'submissions.anonymousDisabled': '目前不接受匿名报告。',
  'submissions.anonymousNote': '您的报告将以匿名方式发送。',
};
