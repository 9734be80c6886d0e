import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Translate } from '../../i18n/useT.js';
import { bodyDropId, reportOf } from './dragIds.js';
import type { EditorBlock } from './storyEditorValues.js';

/**
 * What a screen reader hears while a block or a report is dragged, by pointer or keyboard, in the
 * catalogue's words: picked up, where it is over, dropped, cancelled, with positions counted from 1.
 * `blocks` are the blocks as shown when the drag began (they change only at the drop). `last` keeps,
 * across renders, where the dragged item was last said to be: a drag starts over its own place, which
 * is not a move to tell.
 */
export function dragAnnouncements(
  t: Translate,
  blocks: readonly EditorBlock[],
  last: { current: UniqueIdentifier | null },
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const count = blocks.length;
  const indexOf = (id: string | number) => blocks.findIndex((block) => block.id === id);
  /** where a dragged report would go: before the block it is over, or at the end over the body */
  const reportPosition = (overId: string | number) => (overId === bodyDropId ? count + 1 : indexOf(overId) + 1);

  return {
    screenReaderInstructions: { draggable: t('storyEditor.dragInstructions') },
    announcements: {
      onDragStart: ({ active }) => {
        last.current = active.id;
        const report = reportOf(active.data.current);
        if (report) return t('storyEditor.pickedUpReport', { title: report.title });
        return t('storyEditor.pickedUp', { position: indexOf(active.id) + 1, count });
      },
      onDragOver: ({ active, over }) => {
        const report = reportOf(active.data.current);
        if ((over?.id ?? null) === last.current) return undefined;
        last.current = over?.id ?? null;
        if (!over) return t('storyEditor.notOver');
        if (report) return t('storyEditor.reportOver', { title: report.title, position: reportPosition(over.id), count: count + 1 });
        return t('storyEditor.movedTo', { position: indexOf(over.id) + 1, count });
      },
      onDragEnd: ({ active, over }) => {
        const report = reportOf(active.data.current);
        if (report) {
          if (!over) return t('storyEditor.reportCancelled', { title: report.title });
          return t('storyEditor.reportAdded', { title: report.title, position: reportPosition(over.id), count: count + 1 });
        }
        const position = over ? indexOf(over.id) + 1 : indexOf(active.id) + 1;
        return t('storyEditor.dropped', { position, count });
      },
      onDragCancel: ({ active }) => {
        const report = reportOf(active.data.current);
        if (report) return t('storyEditor.reportCancelled', { title: report.title });
        return t('storyEditor.cancelled', { position: indexOf(active.id) + 1, count });
      },
    },
  };
}
