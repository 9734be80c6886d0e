import { useSearchParams } from 'react-router';
import { analyticsRanges, type AnalyticsRange } from '@fieldwatch/core';
import { Analytics } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

const rangeOf = (value: string | null): AnalyticsRange => analyticsRanges.find((range) => range === value) ?? '7d';
const organizationOf = (value: string | null): number | null => (value && /^[1-9]\d*$/.test(value) ? Number(value) : null);

/**
 * /analytics (docs/analytics.md): the range and the organization live in the address
 * (`?range=1m&organization=2`), so a view can be shared or reloaded, and Back returns to the previous one.
 */
export default function AnalyticsPage() {
  useDocumentTitle('analytics.title');
  const [query, setQuery] = useSearchParams();
  const update = (key: 'range' | 'organization', value: string | null) =>
    setQuery((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });
  return (
    <Analytics
      range={rangeOf(query.get('range'))}
      onRangeChange={(range) => update('range', range)}
      organizationId={organizationOf(query.get('organization'))}
      onOrganizationChange={(organizationId) => update('organization', organizationId === null ? null : String(organizationId))}
      reportHref={(id) => `/report/${id}`}
    />
  );
}
