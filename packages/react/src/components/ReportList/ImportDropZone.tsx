import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { Organization } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import { Button } from '../Button/index.js';
import { ImportDialog } from './ImportDialog.js';
import * as styles from './ReportList.css.js';

const zipTypes = new Set(['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip']);

/** A zip by its name or declared type (the server reads the content; this only spares a useless upload). */
const isZip = (file: { name: string; type: string }) => zipTypes.has(file.type) || /\.zip$/i.test(file.name);

/** While dragging only the types are known, not the names: an unknown type ('') gets the benefit of the doubt. */
function dragVerdict(event: DragEvent): 'zip' | 'reject' | null {
  if (!Array.from(event.dataTransfer.types).includes('Files')) return null;
  const files = Array.from(event.dataTransfer.items ?? []).filter((item) => item.kind === 'file');
  return files.some((item) => item.type && !zipTypes.has(item.type)) ? 'reject' : 'zip';
}

/**
 * The list's drop zone for importing reports: dragging a file over the list shows the hint, or the warning
 * for a file that is not a zip; dropping a zip opens the import dialog. A button does the same for people
 * who cannot drag (WCAG 2.5.7). Shown to editors only; others get the children alone.
 */
export function ImportDropZone({
  enabled,
  organizations,
  toolbar,
  onImported,
  children,
}: {
  enabled: boolean;
  organizations: readonly Organization[];
  /** shown at the start of the toolbar row (the count line) */
  toolbar?: ReactNode;
  onImported: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const alerts = useAlertsStore();
  const [drag, setDrag] = useState<'zip' | 'reject' | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const depth = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    if (isZip(candidate)) setFile(candidate);
    else alerts.getState().push('error', 'import.notZip');
  };

  const dropHandlers = enabled
    ? {
        onDragEnter: (event: DragEvent) => {
          const verdict = dragVerdict(event);
          if (!verdict) return;
          event.preventDefault();
          depth.current += 1;
          setDrag(verdict);
        },
        onDragOver: (event: DragEvent) => {
          const verdict = dragVerdict(event);
          if (!verdict) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = verdict === 'zip' ? 'copy' : 'none';
        },
        onDragLeave: () => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setDrag(null);
        },
        onDrop: (event: DragEvent) => {
          if (!Array.from(event.dataTransfer.types).includes('Files')) return;
          event.preventDefault();
          depth.current = 0;
          setDrag(null);
          take(event.dataTransfer.files[0]);
        },
      }
    : {};

  return (
    <div className={styles.dropZone} {...dropHandlers}>
      {toolbar || enabled ? (
        <div className={styles.toolbar}>
          <div className={styles.toolbarText}>{toolbar}</div>
          {enabled ? (
            <>
              <Button variant="secondary" onClick={() => input.current?.click()}>
                <ListIcon name="upload" size={18} />
                {t('import.choose')}
              </Button>
              <input
                ref={input}
                type="file"
                accept=".zip,application/zip"
                className={visuallyHidden}
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  take(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </>
          ) : null}
        </div>
      ) : null}
      {children}
      {drag ? (
        <div className={drag === 'zip' ? styles.overlay : styles.overlayReject} aria-hidden="true">
          <ListIcon name={drag === 'zip' ? 'upload' : 'urgent'} size={32} />
          <p className={styles.overlayText}>{drag === 'zip' ? t('import.hint') : t('import.willReject')}</p>
        </div>
      ) : null}
      {enabled && file ? (
        <ImportDialog file={file} organizations={organizations} onClose={() => setFile(null)} onImported={onImported} />
      ) : null}
    </div>
  );
}
