import { useDroppable } from '@dnd-kit/core';
import { useT } from '../../i18n/useT.js';
import { bodyDropId } from './dragIds.js';
import { StoryBlock } from './StoryBlock.js';
import type { EditorBlock, StoryField } from './storyEditorValues.js';
import * as styles from './StoryEditor.css.js';

interface StoryBodyProps {
  blocks: readonly EditorBlock[];
  errors: Partial<Record<StoryField, string>>;
  disabled: boolean;
  /** a report from the side list is being dragged: the body takes it past its last block */
  acceptsReport: boolean;
  handleId: (blockId: string) => string;
  onText: (blockId: string, text: string) => void;
  onLeave: (blockId: string) => void;
  onDelete: (blockId: string, index: number) => void;
}

/** The body's blocks in the order the story reads, inside a drop target for reports from the side list. */
export function StoryBody({ blocks, errors, disabled, acceptsReport, handleId, onText, onLeave, onDelete }: StoryBodyProps) {
  const t = useT();
  // only a report being dragged drops on the body itself; a moved block lands on another block
  const { setNodeRef, isOver } = useDroppable({ id: bodyDropId, disabled: !acceptsReport });
  return (
    <div ref={setNodeRef} className={styles.blocks} data-over={(acceptsReport && isOver) || undefined}>
      {blocks.length === 0 ? <p className={styles.empty}>{t('storyEditor.bodyEmpty')}</p> : null}
      <ol className={styles.blockList}>
        {blocks.map((block, index) => (
          <StoryBlock
            key={block.id}
            block={block}
            position={index + 1}
            error={errors[`block.${block.id}`]}
            disabled={disabled}
            handleId={handleId(block.id)}
            onText={(text) => onText(block.id, text)}
            onLeave={() => onLeave(block.id)}
            onDelete={() => onDelete(block.id, index)}
          />
        ))}
      </ol>
    </div>
  );
}
