// A partner's TypeScript against the built package (dist/*.d.ts, through the package's `exports`), compiled by
// src/consumer.test.ts: the events are typed on the document, the window and the elements.
import type {} from '@fieldwatch/elements/define';

document.addEventListener('fw-report-submitted', (event) => console.log(event.detail.id.toFixed()));
document.addEventListener('fw-report-selected', (event) => console.log(event.detail.id.toFixed()));
window.addEventListener('fw-error', (event) =>
  console.log(event.detail.code.toLowerCase(), event.detail.apiBase, event.detail.status?.toFixed()),
);
document.addEventListener('fw-ready', (event) => console.log(event.detail.apiBase.toLowerCase()));
// the page-wide `error` stays the DOM's ErrorEvent
window.addEventListener('error', (event) => console.log(event.filename));

const form = document.querySelector('report-form');
form?.addEventListener('fw-report-submitted', (event) => console.log(event.detail.id.toFixed()));
// the former name, deprecated, on the element only
form?.addEventListener('error', (event) => console.log(event.detail.code));

// @ts-expect-error the detail of fw-report-submitted has no code
document.addEventListener('fw-report-submitted', (event) => console.log(event.detail.code));
// @ts-expect-error fw-ready's detail has no id
window.addEventListener('fw-ready', (event) => console.log(event.detail.id));
