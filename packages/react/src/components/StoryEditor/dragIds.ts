import type { Report } from '@fieldwatch/core';

/** The body's drop target, for a report dropped past the last block or into an empty body. */
export const bodyDropId = 'story-body';

/** What a report of the side list carries while dragged. */
export interface ReportDragData {
  kind: 'report';
  report: Report;
}

/** A side-list report's drag id: a colon, which no block id holds, keeps the two apart. */
export const reportDragId = (reportId: number) => `report:${reportId}`;

export function reportOf(data: unknown): Report | null {
  const candidate = data as Partial<ReportDragData> | undefined;
  return candidate?.kind === 'report' && candidate.report ? candidate.report : null;
}
