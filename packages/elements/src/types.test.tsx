/**
 * The generated typings, checked by the compiler (`tsc -p packages/elements`, part of `npm test`): what a
 * partner's TypeScript writes type-checks, and what is wrong does not (@ts-expect-error fails the
 * check when the line compiles).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { FieldwatchElementEventMap, ReportFormElement, ReportListElement, ReportMapElement, ReportStoryElement } from './index.js';
import './index.js';

describe('the typings of the elements', () => {
  it('type the events heard on the document, the window, an element and on the tag maps', () => {
    const heard: number[] = [];
    const onSubmitted = (event: FieldwatchElementEventMap['fw-report-submitted']) => heard.push(event.detail.id);
    document.addEventListener('fw-report-submitted', (event) => {
      expectTypeOf(event.detail.id).toEqualTypeOf<number>();
      heard.push(event.detail.id);
    });
    window.addEventListener('fw-error', (event) => {
      expectTypeOf(event.detail.code).toEqualTypeOf<string>();
      expectTypeOf(event.detail.status).toEqualTypeOf<number | undefined>();
    });
    document.addEventListener('fw-ready', (event) => expectTypeOf(event.detail.apiBase).toEqualTypeOf<string>());
    document.body.addEventListener('fw-report-selected', (event) => heard.push(event.detail.id));
    // the former names, deprecated, still type-check
    document.addEventListener('report-submitted', (event) => heard.push(event.detail.id));
    document.removeEventListener('fw-report-submitted', onSubmitted);
    // @ts-expect-error the detail of fw-report-submitted has no code
    document.addEventListener('fw-report-submitted', (event) => void event.detail.code);
    // the page-wide `error` stays the DOM's
    window.addEventListener('error', (event) => expectTypeOf(event).toEqualTypeOf<ErrorEvent>());

    const form = document.createElement('report-form');
    expectTypeOf(form).toEqualTypeOf<ReportFormElement>();
    form.addEventListener('error', (event) => expectTypeOf(event.detail.code).toEqualTypeOf<string>());
    const map = document.querySelector('report-map');
    expectTypeOf(map).toEqualTypeOf<ReportMapElement | null>();
    if (map) {
      map.zoom = 8;
      expectTypeOf(map.locale).toEqualTypeOf<'en' | 'fr' | 'es' | 'pt' | 'ta' | 'cn' | 'ar' | 'zh' | undefined>();
      // @ts-expect-error zoom is a number
      map.zoom = 'near';
    }
    const list: ReportListElement = document.createElement('report-list');
    list.addEventListener('fw-report-selected', (event) => heard.push(event.detail.id));
    expectTypeOf(heard).toEqualTypeOf<number[]>();
    const story: ReportStoryElement = document.createElement('report-story');
    story.storyId = 12;
    // @ts-expect-error story-id is a number
    story.storyId = 'twelve';
    story.addEventListener('fw-error', (event) => expectTypeOf(event.detail.code).toEqualTypeOf<string>());
  });

  it("type the elements in React's JSX, attributes kebab-case", () => {
    const element = <report-list api-base="https://fw.example/api" limit={5} report-href="/r/{id}" />;
    expectTypeOf(element).not.toBeAny();
    void (<report-map clustered={false} locale="ar" zoom={3} />);
    void (<report-map clustered="false" locale="zh" />);
    void (<report-map clustered="" />);
    // @ts-expect-error the locale is one of the languages
    void (<report-map locale="xx" />);
    // @ts-expect-error view is public or user
    void (<report-form view="admin" />);
    void (<report-story api-base="https://fw.example/api" story-id={12} locale="ar" />);
  });
});
