'use client';
import { ReportForm, ReportMap } from '@fieldwatch/elements/react';

// the elements through their React components: the tags on the server, registered in the browser
export function Embeds() {
  return (
    <>
      <ReportMap apiBase="/api" locale="zh" clustered={false} onReportSelected={(event) => console.log(event.detail)} />
      <ReportForm apiBase="/api" onError={(event) => console.log(event.detail)} />
    </>
  );
}
