import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Comment } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { makeComment } from '@fieldwatch/testing/reportDetailFixtures';
import { renderReportScreen } from '../../../test/renderReportDetail.js';
import { CommentBox, type CommentBoxProps } from './CommentBox.js';

function renderBox(props: Partial<CommentBoxProps> = {}, routes: Record<string, FakeRoute> = {}) {
  const onPosted = vi.fn<(comment: Comment) => void>();
  const rendered = renderReportScreen(<CommentBox reportId={42} onPosted={onPosted} {...props} />, {
    user: makeUser(),
    routes: {
      'POST /report/42/comment': ({ body }: RecordedCall) => ({ status: 201, body: { data: makeComment(body as Partial<Comment>) } }),
      'POST /comment/77/media': () => ok(makeComment()),
      'PUT /comment/77': () => ok(makeComment({ status: 'published' })),
      ...routes,
    },
  });
  const writes = () => rendered.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  return { ...rendered, onPosted, writes };
}

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Post comment' });
const file = (name: string, type: string) => new File(['bytes'], name, { type });

describe('CommentBox', () => {
  it('keeps the button disabled while the comment is empty or blank', async () => {
    renderBox();
    expect(submit().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Comment'), '   ');
    expect(submit().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Comment'), 'On my way');
    expect(submit().disabled).toBe(false);
  });

  it('refuses more than 2000 characters (reportCommentExceeded)', () => {
    renderBox();
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('Comment must be 2000 characters or fewer')).toBeTruthy();
    expect(screen.getByText('2001 of 2000 characters')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('creates the comment, uploads each attachment, publishes it, then clears', async () => {
    const { writes, calls, onPosted } = renderBox();
    await userEvent.type(screen.getByLabelText('Comment'), 'On my way');
    await userEvent.upload(screen.getByLabelText('Attach files'), [
      file('bridge.jpg', 'image/jpeg'),
      file('call.mp3', 'audio/mpeg'),
      file('memo.pdf', 'application/pdf'),
    ]);
    await userEvent.click(submit());
    await waitFor(() => expect(onPosted).toHaveBeenCalledOnce());
    expect(writes()).toEqual([
      'POST /report/42/comment',
      'POST /comment/77/media',
      'POST /comment/77/media',
      'POST /comment/77/media',
      'PUT /comment/77',
    ]);
    expect(calls[0]?.body).toEqual({ content: 'On my way' });
    expect(calls.at(-1)?.body).toEqual({ status: 'published' });
    expect(await screen.findByText('Comment created')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Comment').value).toBe('');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('says that a comment reopens a closed report', () => {
    renderBox({ closed: true });
    expect(screen.getByText('This report was closed and will be reopened.')).toBeTruthy();
  });

  it('after a failed upload keeps the text and files, and the retry reuses the draft comment', async () => {
    let uploads = 0;
    const { writes, onPosted } = renderBox(
      {},
      {
        'POST /comment/77/media': () => {
          uploads += 1;
          return uploads === 1 ? fail(413, 'PAYLOAD_TOO_LARGE') : ok(makeComment());
        },
      },
    );
    await userEvent.type(screen.getByLabelText('Comment'), 'Photos attached');
    await userEvent.upload(screen.getByLabelText('Attach files'), file('bridge.jpg', 'image/jpeg'));
    await userEvent.click(submit());
    expect(await screen.findByText('Upload error. Please verify files and try again.')).toBeTruthy();
    expect(screen.getByText('Not sent: The file is larger than allowed')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Comment').value).toBe('Photos attached');
    await userEvent.click(submit());
    await waitFor(() => expect(onPosted).toHaveBeenCalledOnce());
    expect(writes().filter((w) => w === 'POST /report/42/comment')).toHaveLength(1);
  });

  it("shows the server's word on the comment beside it", async () => {
    renderBox({}, { 'POST /report/42/comment': () => fail(400, 'VALIDATION_ERROR', { fields: { content: 'required' } }) });
    await userEvent.type(screen.getByLabelText('Comment'), 'x');
    await userEvent.click(submit());
    expect(await screen.findByText('Required Field')).toBeTruthy();
  });
});
