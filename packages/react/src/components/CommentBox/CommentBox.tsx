import { useId, useRef, useState, type FormEvent } from 'react';
import {
  commentCreateSchema,
  createComment,
  FieldwatchError,
  limits,
  newIdempotencyKey,
  publishComment,
  uploadCommentMedia,
  type Comment,
} from '@fieldwatch/core';
import { MediaFilesField } from '../../internal/MediaFilesField.js';
import { uploadPending } from '../../internal/mediaFiles.js';
import { useMediaFiles } from '../../internal/useMediaFiles.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { Button } from '../Button/index.js';
import { TextArea } from '../TextArea/index.js';
import * as styles from './CommentBox.css.js';

export interface CommentBoxProps {
  reportId: number;
  /**
   * The report is closed: a comment reopens it, and the box says so ("This report was closed and will be
   * reopened").
   * @default false
   */
  closed?: boolean;
  /** Called once the comment is published, with its media. */
  onPosted?: (comment: Comment) => void;
}

type Phase = 'idle' | 'posting' | 'uploading' | 'publishing';

/**
 * The comment box of a report: up to 2000 characters and several attachments (images, video, audio,
 * PDF); the button stays disabled while the text is empty. Posting creates the comment, uploads each
 * file in its own call, then publishes the comment. After a failed upload the draft comment is reused,
 * unless its text was changed. The create calls carry an idempotency key made when the button is
 * pressed and kept while the same text is retried.
 */
export function CommentBox({ reportId, closed = false, onPosted }: CommentBoxProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const formId = useId();
  const media = useMediaFiles();
  const [content, setContent] = useState('');
  const [serverError, setServerError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>('idle');
  const draft = useRef<Comment | null>(null);
  // the idempotency key of the text being posted, made at the press of the button and kept while that
  // text is tried again: a retry after a lost answer gets the comment (and files) made the first time
  const key = useRef<{ text: string; key: string } | null>(null);
  const busy = phase !== 'idle';

  const checked = commentCreateSchema.safeParse({ content });
  const empty = content.trim() === '';
  const lengthError = !empty && !checked.success ? message(checked.error.issues[0]?.message) : undefined;
  const error = lengthError ?? serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || !checked.success || busy) return;
    const text = checked.data.content;
    if (key.current?.text !== text) key.current = { text, key: newIdempotencyKey() };
    const base = key.current.key;
    try {
      let files = media.files;
      // a draft holds the text it was made with: changed text needs a new draft, and every file again
      if (!draft.current || draft.current.content !== text) {
        setPhase('posting');
        draft.current = await createComment(client, reportId, text, { idempotencyKey: `${base}:create` });
        files = files.map((item) => (item.status === 'done' ? { ...item, status: 'waiting' as const } : item));
      }
      const comment = draft.current;
      setPhase('uploading');
      const sent = await uploadPending(
        files,
        (file, id) => uploadCommentMedia(client, comment.id, file, undefined, { idempotencyKey: `${base}:media:${id}` }),
        media.update,
      );
      if (!sent) {
        alerts.getState().push('error', 'notice.uploadError');
        return;
      }
      setPhase('publishing');
      const published = await publishComment(client, comment.id, reportId);
      draft.current = null;
      key.current = null;
      setContent('');
      setServerError(undefined);
      media.clear();
      alerts.getState().push('success', 'comment.created');
      onPosted?.(published);
    } catch (caught) {
      setServerError(caught instanceof FieldwatchError ? message(caught.fields.content) : undefined);
      showError(caught);
    } finally {
      setPhase('idle');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${formId}-title`} className={styles.root}>
      <h3 id={`${formId}-title`} className={styles.title}>
        {t('comment.title')}
      </h3>
      {closed ? (
        <p className={styles.reopen} role="note">
          {t('validation.reportWillReopen')}
        </p>
      ) : null}
      <fieldset disabled={busy} className={styles.fields}>
        <TextArea
          label={t('comment.label')}
          dir="auto"
          value={content}
          minRows={2}
          maxRows={8}
          limit={limits.commentMax}
          error={error}
          onChange={(event) => {
            setContent(event.target.value);
            setServerError(undefined);
          }}
        />
        <MediaFilesField label={t('comment.attachments')} media={media} disabled={busy} />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={empty || Boolean(lengthError)} busy={busy}>
          {t(phase === 'idle' ? 'comment.submit' : 'comment.posting')}
        </Button>
      </div>
    </form>
  );
}
