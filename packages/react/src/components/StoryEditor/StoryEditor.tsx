import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { limits, type Report, type Story } from '@fieldwatch/core';
import * as formCss from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { Icon } from '../../internal/icons.js';
import { useFocusFirstInvalid } from '../../internal/useFocusFirstInvalid.js';
import { useFocusLater } from '../../internal/useFocusLater.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { TextField } from '../TextField/index.js';
import { useLeaveGuard } from '../ReportForm/useLeaveGuard.js';
import { CoverField } from './CoverField.js';
import { dragAnnouncements } from './dragAnnouncements.js';
import { bodyDropId, reportOf } from './dragIds.js';
import { ReportCard } from './ReportCard.js';
import { ReportPicker } from './ReportPicker.js';
import { StoryBody } from './StoryBody.js';
import { StoryChangedNotice } from './StoryChangedNotice.js';
import { storyReportOf } from './storyEditorValues.js';
import { useCover } from './useCover.js';
import { useStoryEditorState } from './useStoryEditorState.js';
import { useStorySave } from './useStorySave.js';
import * as styles from './StoryEditor.css.js';

export interface StoryEditorProps {
  /** The story to edit, as `getStory` answers it. Without it the editor writes a new story. */
  story?: Story;
  /**
   * The organization a new story is created in; the side list offers its reports. An edited story
   * keeps its own organization.
   */
  organizationId?: number | null;
  /** Called once the story and its cover are saved, with the story as stored. */
  onSaved?: (story: Story) => void;
  /** Shows a Cancel button that calls this (the host decides whether to ask first). */
  onCancel?: () => void;
  /** Called when the editor starts or stops holding unsaved changes, for a host's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Ask the browser to confirm closing the tab while there are unsaved changes (`beforeunload`).
   * @default true
   */
  warnBeforeUnload?: boolean;
  /**
   * Level of the editor's heading; its sections take the next one.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

// a press that moves the pointer a little is still a click (the Add and Delete buttons sit on draggable items)
const pointerActivation = { activationConstraint: { distance: 6 } };

/**
 * The story editor: published switch, title, subtitle, cover image (dropped or chosen, images only),
 * and the body's blocks — texts and reports — in the order the story reads. Blocks are reordered by
 * dragging their handle, or with the keyboard (Space or Enter on the handle, arrow keys, Space or
 * Enter to drop, Escape to cancel), each step announced to screen readers in the user's language.
 * Reports come from a searchable side list: dragged into the body, or added with their button. Fields
 * are checked with core's story schemas as the user goes; Save creates or updates the story, then
 * sends its cover.
 */
export function StoryEditor({
  story,
  organizationId = null,
  onSaved,
  onCancel,
  onDirtyChange,
  warnBeforeUnload = true,
  headingLevel = 1,
}: StoryEditorProps) {
  const t = useT();
  const message = useValidationMessage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusLater(formRef);
  const state = useStoryEditorState(story);
  const cover = useCover(story?.coverImage ?? null);
  const save = useStorySave(story, organizationId, state, cover, onSaved);
  const [announcement, setAnnouncement] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [dragged, setDragged] = useState<Report | null>(null);
  // where the announcements last said a dragged item was; written by them while a drag runs, never read to render
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));
  const sensors = useSensors(
    useSensor(PointerSensor, pointerActivation),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const { values, errors } = state;
  const busy = save.phase !== 'idle' || save.reloading;
  const hasErrors = Object.keys(errors).length > 0;
  const count = values.blocks.length;
  const sectionLevel = Math.min(headingLevel + 1, 3) as HeadingLevel;
  const handleId = (blockId: string) => `${id}-handle-${blockId}`;
  const addTextId = `${id}-add-text`;
  const inStory = new Set(values.blocks.flatMap((block) => (block.type === 'report' ? [block.reportId] : [])));

  useLeaveGuard(state.isDirty || cover.changed, warnBeforeUnload, onDirtyChange);
  useFocusFirstInvalid(formRef, state.submitCount);

  const addReport = (report: Report, index?: number) => {
    if (inStory.has(report.id)) return;
    const at = state.addReport({ reportId: report.id, report: storyReportOf(report) }, index);
    if (at < 0) return setAnnouncement(t('storyEditor.blocksMax', { max: limits.storyBlocksMax }));
    setAnnouncement(t('storyEditor.reportAdded', { title: report.title, position: at + 1, count: count + 1 }));
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(reportOf(active.data.current));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const report = reportOf(active.data.current);
    const to = over.id === bodyDropId ? count : values.blocks.findIndex((block) => block.id === over.id);
    if (report) return void addReport(report, to);
    const from = values.blocks.findIndex((block) => block.id === active.id);
    if (from >= 0 && to >= 0 && from !== to) state.move(from, to);
  };

  // a block moves among blocks only; a report from the side list goes before the block under the
  // pointer, or at the end over the rest of the body
  const collisionDetection: CollisionDetection = (args) => {
    const blocks = args.droppableContainers.filter((container) => container.id !== bodyDropId);
    if (!reportOf(args.active.data.current)) return closestCenter({ ...args, droppableContainers: blocks });
    const overBlock = pointerWithin({ ...args, droppableContainers: blocks });
    return overBlock.length > 0 ? overBlock : pointerWithin(args);
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-heading`}
      className={clsx(formCss.card, styles.root)}
      onSubmit={(event) => {
        event.preventDefault();
        void save.save();
      }}
    >
      <div className={styles.top}>
        <Heading level={headingLevel} id={`${id}-heading`}>
          {t(story || save.exists() ? 'storyEditor.titleEdit' : 'storyEditor.title')}
        </Heading>
        <Checkbox
          role="switch"
          label={t('storyEditor.published')}
          hint={t('storyEditor.publishedHint')}
          checked={values.published}
          disabled={busy}
          onChange={(event) => state.setPublished(event.target.checked)}
        />
      </div>

      {save.changed ? <StoryChangedNotice busy={busy} onReload={() => void save.reload()} /> : null}
      {save.coverFailed ? (
        <p className={styles.notice} role="alert">
          {t('storyEditor.coverFailed')}
        </p>
      ) : null}

      <fieldset disabled={busy} className={styles.fields}>
        <TextField
          label={t('storyEditor.storyTitle')}
          autoComplete="off"
          dir="auto"
          value={values.title}
          error={message(errors.title)}
          onChange={(event) => state.setTitle(event.target.value)}
          onBlur={() => state.leave('title')}
        />
        <TextField
          label={t('storyEditor.subtitle')}
          autoComplete="off"
          dir="auto"
          value={values.subtitle}
          error={message(errors.subtitle)}
          onChange={(event) => state.setSubtitle(event.target.value)}
          onBlur={() => state.leave('subtitle')}
        />
        <CoverField cover={cover} disabled={busy} />
      </fieldset>

      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={dragAnnouncements(t, values.blocks, lastOver)}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div className={styles.columns}>
          <section aria-labelledby={`${id}-body`}>
            <Heading level={sectionLevel} id={`${id}-body`}>
              {t('storyEditor.body')}
            </Heading>
            <p className={styles.hint}>{t('storyEditor.blockCount', { count })}</p>
            <Button
              variant="secondary"
              className={styles.pickerToggle}
              aria-expanded={pickerOpen}
              aria-controls={`${id}-picker`}
              onClick={() => setPickerOpen((open) => !open)}
            >
              {t(pickerOpen ? 'storyEditor.hideReports' : 'storyEditor.showReports')}
            </Button>
            <SortableContext items={values.blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
              <StoryBody
                blocks={values.blocks}
                errors={errors}
                disabled={busy}
                acceptsReport={dragged !== null}
                handleId={handleId}
                onText={state.setText}
                onLeave={(blockId) => state.leave(`block.${blockId}`)}
                onDelete={(blockId, index) => {
                  const next = values.blocks[index + 1] ?? values.blocks[index - 1];
                  state.remove(blockId);
                  focusLater(...(next ? [handleId(next.id)] : []), addTextId);
                  setAnnouncement(t('storyEditor.blockDeleted', { position: index + 1, count: count - 1 }));
                }}
              />
            </SortableContext>
            <div className={formCss.actions}>
              <Button
                id={addTextId}
                variant="secondary"
                disabled={busy || count >= limits.storyBlocksMax}
                onClick={() => {
                  const added = state.addText();
                  if (!added) return;
                  focusLater(`${handleId(added)}-text`);
                  setAnnouncement(t('storyEditor.textAdded', { position: count + 1, count: count + 1 }));
                }}
              >
                <Icon name="plus" />
                {t('storyEditor.addText')}
              </Button>
            </div>
          </section>
          <aside id={`${id}-picker`} className={styles.picker} data-open={pickerOpen || undefined} aria-labelledby={`${id}-reports`}>
            <Heading level={sectionLevel} id={`${id}-reports`}>
              {t('storyEditor.reports')}
            </Heading>
            <ReportPicker organizationId={story?.organization.id ?? organizationId} inStory={inStory} disabled={busy} onAdd={addReport} />
          </aside>
        </div>
        {/* only a report from the side list is drawn apart; a moved block moves itself, in place among the others */}
        {dragged ? (
          <DragOverlay>
            <div className={styles.overlay}>
              <ReportCard report={storyReportOf(dragged)} />
            </div>
          </DragOverlay>
        ) : null}
      </DndContext>

      <p className={styles.announcer} role="status">
        {announcement}
      </p>

      <div className={formCss.actions}>
        <Button type="submit" busy={busy} disabled={hasErrors} aria-describedby={hasErrors ? `${id}-blocked` : undefined}>
          {t(save.phase === 'uploading' ? 'storyEditor.uploadingCover' : save.phase === 'saving' ? 'storyEditor.saving' : 'common.save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        ) : null}
        {hasErrors ? (
          <p id={`${id}-blocked`} className={styles.blocked}>
            {t('notice.checkFields')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
