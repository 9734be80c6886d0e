import { broadcastInputSchema, type BroadcastInput, type BroadcastType } from '@fieldwatch/core';

/** What the form holds: ids as text (the choices of a select and a multi-select). */
export interface BroadcastFormValues {
  subject: string;
  content: string;
  type: BroadcastType;
  users: string[];
  role: string;
}

export const blankBroadcast: BroadcastFormValues = { subject: '', content: '', type: 'everyone', users: [], role: '' };

/** The call's body: the recipients of the audience chosen (none for everyone). */
export function broadcastInputOf(values: BroadcastFormValues): BroadcastInput {
  const recipients =
    values.type === 'users' ? values.users.map(Number) : values.type === 'role' && values.role ? [Number(values.role)] : [];
  return { subject: values.subject, content: values.content, type: values.type, recipients };
}

/** The server's `recipients` is the user choice or the role choice, whichever the audience shows. */
export const recipientsField = (type: BroadcastType): 'users' | 'role' => (type === 'role' ? 'role' : 'users');

/** Every problem, by field, with the server's own schema (its message keys). */
export function broadcastFormProblems(values: BroadcastFormValues): Record<string, string> {
  const parsed = broadcastInputSchema.safeParse(broadcastInputOf(values));
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? '');
    const field = head === 'recipients' ? recipientsField(values.type) : head;
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * Send stays disabled until the message can go: a subject and a text, and for chosen users at least
 * one user, for a role a role.
 */
export function canSendBroadcast(values: BroadcastFormValues): boolean {
  if (!values.subject.trim() || !values.content.trim()) return false;
  if (values.type === 'users') return values.users.length > 0;
  if (values.type === 'role') return values.role !== '';
  return true;
}
