import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '@fieldwatch/testing/reportDetailFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { MediaGallery } from './MediaGallery.js';

const media = [
  makeMedia({ id: 1, name: 'road.jpg', caption: 'The flooded road' }),
  makeMedia({ id: 2, name: 'bridge.jpg' }),
  makeMedia({ id: 3, name: 'market.jpg' }),
  makeMedia({ id: 4, name: 'clip.mp4', type: 'video', mime: 'video/mp4', sizes: [] }),
  makeMedia({ id: 5, name: 'call.m4a', type: 'audio', mime: 'audio/mp4', sizes: [] }),
  makeMedia({ id: 6, name: 'memo.pdf', type: 'document', mime: 'application/pdf', sizes: [] }),
];

describe('MediaGallery', () => {
  it('shows thumbnails named by caption or file name', () => {
    renderWithFieldwatch(<MediaGallery media={media} />);
    const images = screen.getByRole('list', { name: 'Images' });
    expect(
      within(images)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open image: The flooded road', 'Open image: bridge.jpg', 'Open image: market.jpg']);
    expect(images.querySelector('img')?.getAttribute('src')).toBe('/api/media/1?size=thumbnail&sig=x');
  });

  it('opens a larger view that the keyboard moves through and Escape closes', async () => {
    renderWithFieldwatch(<MediaGallery media={media} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open image: The flooded road' }));
    const viewer = screen.getByRole('dialog', { name: 'The flooded road' });
    expect(within(viewer).getByRole('img', { name: 'The flooded road' }).getAttribute('src')).toBe('/api/media/1?size=large&sig=x');
    expect(within(viewer).getByText('Image 1 of 3')).toBeTruthy();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'bridge.jpg' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(await screen.findByRole('button', { name: 'Open image: market.jpg' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays video and audio, and links PDFs with a preview', () => {
    renderWithFieldwatch(<MediaGallery media={media} />);
    const video = screen.getByLabelText<HTMLVideoElement>('clip.mp4');
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByLabelText<HTMLAudioElement>('call.m4a').tagName).toBe('AUDIO');
    const link = screen.getByRole('link', { name: /memo\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/media/6?sig=x');
    expect(link.getAttribute('target')).toBe('_blank');
    // the preview frame is made only when asked for
    expect(screen.getByText('Show a preview').tagName).toBe('SUMMARY');
    expect(screen.queryByTitle('memo.pdf')).toBeNull();
  });

  it('draws nothing without media', () => {
    const { container } = renderWithFieldwatch(<MediaGallery media={[]} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});
