import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportForm, reportList, reportMap, reportStory } from './declarations.js';
import { ReportForm, ReportList, ReportMap, ReportStory, wrappedProperties } from './react.js';

const registered = vi.hoisted(() => ({ count: 0 }));
// the registration itself (the elements' bundle) is not what these tests are about: it counts
vi.mock('@fieldwatch/elements/define', () => {
  registered.count += 1;
  return {};
});

afterEach(cleanup);

describe('the React components of the elements', () => {
  it('write every declared attribute, kebab-case, and nothing for a prop not given', () => {
    for (const declaration of [reportMap, reportForm, reportList, reportStory])
      expect([...wrappedProperties[declaration.tag]].toSorted()).toEqual(Object.keys(declaration.attributes).toSorted());
    const { container } = render(<ReportList apiBase="https://fw.example/api" limit={5} reportHref="/r/{id}" className="latest" />);
    const list = container.querySelector('report-list')!;
    expect(list.getAttribute('api-base')).toBe('https://fw.example/api');
    expect(list.getAttribute('limit')).toBe('5');
    expect(list.getAttribute('report-href')).toBe('/r/{id}');
    expect(list.getAttribute('class')).toBe('latest');
    expect(list.hasAttribute('organization')).toBe(false);
    const story = render(<ReportStory apiBase="https://fw.example/api" storyId={12} locale="ar" />).container.querySelector(
      'report-story',
    )!;
    expect(story.getAttribute('story-id')).toBe('12');
    expect(story.getAttribute('locale')).toBe('ar');
  });

  it('write a boolean as HTML reads it: present for true, "false" for false', () => {
    const { container, rerender } = render(<ReportMap clustered={false} />);
    const map = () => container.querySelector('report-map')!;
    expect(map().getAttribute('clustered')).toBe('false');
    rerender(<ReportMap clustered />);
    expect(map().getAttribute('clustered')).toBe('');
    rerender(<ReportMap />);
    expect(map().hasAttribute('clustered')).toBe(false);
  });

  it('hand the elements’ fw- events to their props, the latest props each time', () => {
    const first = vi.fn();
    const second = vi.fn();
    const onError = vi.fn();
    const { container, rerender } = render(<ReportForm onReportSubmitted={first} onError={onError} />);
    const form = container.querySelector('report-form')!;
    const send = (type: string, detail: unknown) => act(() => void form.dispatchEvent(new CustomEvent(type, { detail, bubbles: true })));
    send('fw-report-submitted', { id: 7 });
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ detail: { id: 7 } }));
    rerender(<ReportForm onReportSubmitted={second} onError={onError} />);
    send('fw-report-submitted', { id: 8 });
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ detail: { id: 8 } }));
    send('fw-error', { code: 'NETWORK_ERROR' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ detail: { code: 'NETWORK_ERROR' } }));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('give the element to a ref, and register the elements once mounted', async () => {
    const ref = { current: null as HTMLElement | null };
    render(<ReportMap ref={ref} />);
    expect(ref.current?.localName).toBe('report-map');
    await vi.waitFor(() => expect(registered.count).toBe(1));
  });

  it('render the tag alone on the server', () => {
    expect(renderToString(<ReportMap apiBase="/api" zoom={4} clustered={false} locale="zh" />)).toBe(
      '<report-map api-base="/api" locale="zh" zoom="4" clustered="false"></report-map>',
    );
  });
});
