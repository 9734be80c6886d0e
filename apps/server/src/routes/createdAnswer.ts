import type { AppContext } from '../context.js';
import { reportActorOf } from '../plugins/authenticate.js';
import type { IdempotentAnswer } from '../plugins/idempotency.js';
import { answerForCreated } from '../services/reportMedia.js';

/**
 * A submission's create call (report, comment, file): a repeat of a call that made its record and died
 * before answering is answered 201 with that record (plugins/idempotency.ts).
 */
export const submissionCreateCall = (ctx: AppContext): IdempotentAnswer => ({
  answer: async (request, created) => ({ status: 201, body: { data: await answerForCreated(ctx, reportActorOf(request), created) } }),
});
