import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStory, makeStoryReport } from '@fieldwatch/testing/storyFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { StoryBody } from './StoryBody.js';

/** A viewport in which every card is on screen as soon as it is watched. */
class OnScreen {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('StoryBody', () => {
  it('shows the cover from its resized copies, the title, subtitle and the date of the last change', () => {
    renderWithFieldwatch(<StoryBody story={makeStory()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'After the flood' })).toBeTruthy();
    expect(screen.getByText('A week on the river road')).toBeTruthy();
    expect(screen.getByText('Updated November 21, 2026')).toBeTruthy();
    const cover = screen.getByRole('img', { name: 'Cover of “After the flood”' });
    expect(cover.getAttribute('src')).toBe(`${location.origin}/api/media/600?size=large&sig=x`);
    expect(cover.getAttribute('srcset')).toContain('/api/media/600?size=small&sig=x 480w');
    expect(cover.getAttribute('srcset')).toContain('size=large&sig=x 1920w');
    expect(cover.getAttribute('srcset')).not.toContain('thumbnail');
  });

  it('reads the blocks in order: text as paragraphs with their line breaks, never as HTML, and reports as cards', () => {
    const story = makeStory({
      bodyContent: [
        { id: 'a', type: 'text', textInput: 'First line\nsecond line\n\n<b>not bold</b>' },
        { id: 'b', type: 'report', reportId: 41, report: makeStoryReport() },
        { id: 'c', type: 'text', textInput: 'Closing words.' },
      ],
    });
    const { container } = renderWithFieldwatch(<StoryBody story={story} />);
    const paragraphs = Array.from(container.querySelectorAll('p')).map((paragraph) => paragraph.textContent);
    expect(paragraphs).toContain('First line\nsecond line');
    expect(paragraphs).toContain('<b>not bold</b>');
    expect(container.querySelector('b')).toBeNull();
    const card = screen.getByRole('article', { name: 'Report: Bridge washed out on the river road' });
    // in order: the first text, the report, the closing words
    const text = container.textContent ?? '';
    expect(text.indexOf('second line')).toBeLessThan(text.indexOf('Bridge washed out'));
    expect(text.indexOf('Bridge washed out')).toBeLessThan(text.indexOf('Closing words.'));
    expect(within(card).getByRole('heading', { level: 2, name: 'Bridge washed out on the river road' })).toBeTruthy();
    expect(within(card).getByText('2026-11-18 7:30 (UTC)')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'The bridge after the flood' }).getAttribute('srcset')).toContain(
      'size=medium&sig=x 960w',
    );
  });

  it('links a report card to its page when given an address, and shows its place once the card is near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreen);
    renderWithFieldwatch(<StoryBody story={makeStory()} reportHref={(id) => `/report/${id}`} />);
    expect(screen.getByRole('link', { name: 'Bridge washed out on the river road' }).getAttribute('href')).toBe('/report/41');
    // without WebGL the small map is its coordinates
    expect(await screen.findByText(/51\.5285/)).toBeTruthy();
  });

  it('shows readers nothing for a report they may not see, and an editor a quiet note', () => {
    const story = makeStory({ bodyContent: [{ id: 'x', type: 'report', reportId: 99, report: null }] });
    const reader = renderWithFieldwatch(<StoryBody story={story} />);
    expect(screen.queryByText(/Report not available/)).toBeNull();
    expect(screen.queryByRole('article', { name: /^Report:/ })).toBeNull();
    reader.unmount();
    renderWithFieldwatch(<StoryBody story={story} editor />);
    expect(screen.getByText(/Report not available/)).toBeTruthy();
  });

  it('reads in Arabic: the words and the date in Arabic, the writer’s text in its own direction, UTC dates left to right', () => {
    const { container } = renderWithFieldwatch(<StoryBody story={makeStory()} />, { language: 'ar' });
    expect(screen.getByRole('img', { name: 'غلاف «After the flood»' })).toBeTruthy();
    expect(screen.getByText(/^حُدّثت في/).textContent).toMatch(/٢٠٢٦|2026/);
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('dir')).toBe('auto');
    expect(container.querySelector('time[datetime="2026-11-18T07:30:00.000Z"]')?.getAttribute('dir')).toBe('ltr');
  });
});
