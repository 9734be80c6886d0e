import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { limits } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { Icon } from '../../internal/icons.js';
import { TextArea } from '../TextArea/index.js';
import { ReportCard } from './ReportCard.js';
import type { EditorBlock } from './storyEditorValues.js';
import * as styles from './StoryEditor.css.js';

interface StoryBlockProps {
  block: EditorBlock;
  /** counted from 1, as the labels say it */
  position: number;
  error: string | undefined;
  disabled: boolean;
  /** the element id of the block's handle, where the focus goes back to after a move */
  handleId: string;
  onText: (text: string) => void;
  onLeave: () => void;
  onDelete: () => void;
}

/**
 * One block of the body: its handle (drag it, or press Space or Enter on it and move it with the
 * arrow keys), a text with its counter and error, or a report's card, and Delete.
 */
export function StoryBlock({ block, position, error, disabled, handleId, onText, onLeave, onDelete }: StoryBlockProps) {
  const t = useT();
  const message = useValidationMessage();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    disabled,
    attributes: { roleDescription: t('storyEditor.sortable') },
  });

  return (
    <li
      ref={setNodeRef}
      className={styles.block}
      data-block-id={block.id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        id={handleId}
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('storyEditor.moveBlock', { position })}
      >
        <Icon name="grip" />
      </button>
      <div className={styles.blockContent}>
        {block.type === 'text' ? (
          <TextArea
            id={`${handleId}-text`}
            label={t('storyEditor.textBlock', { position })}
            dir="auto"
            limit={limits.storyTextBlockMax}
            value={block.textInput}
            error={message(error)}
            disabled={disabled}
            onChange={(event) => onText(event.target.value)}
            onBlur={onLeave}
          />
        ) : (
          <>
            <span className={styles.label}>{t('storyEditor.reportBlock', { position })}</span>
            {block.report ? <ReportCard report={block.report} /> : <p className={styles.hidden}>{t('storyEditor.reportHidden')}</p>}
          </>
        )}
      </div>
      <button
        type="button"
        className={styles.iconButton}
        disabled={disabled}
        onClick={onDelete}
        aria-label={t('storyEditor.deleteBlock', { position })}
      >
        <Icon name="trash" />
      </button>
    </li>
  );
}
