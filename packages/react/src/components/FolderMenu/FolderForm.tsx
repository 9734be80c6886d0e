import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { FieldwatchError, folderInputSchema, type Folder } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { Button } from '../Button/index.js';
import { TextField } from '../TextField/index.js';
import * as styles from './FolderMenu.css.js';

export interface FolderInput {
  name: string;
  colour: string;
}

const defaultColor = '#1f5f8b';

/** Create or rename a folder: name (≤ 50, required) and color. Escape cancels. */
export function FolderForm({
  folder,
  onSave,
  onCancel,
}: {
  /** the folder to rename; none to create one */
  folder?: Folder;
  /** saves; a thrown FieldwatchError with field errors is shown beside the fields */
  onSave: (input: FolderInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const message = useValidationMessage();
  const showError = useErrorAlert();
  const [name, setName] = useState(folder?.name ?? '');
  const [color, setColor] = useState(folder?.colour ?? defaultColor);
  const [serverError, setServerError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const result = folderInputSchema.safeParse({ name, colour: color });
  const local = result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'name')?.message;
  // "required" waits for a first save; a name that is too long is said while typing
  const error = serverError ?? (submitted || local === 'folderNameExceeded' ? local : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (local) return;
    setBusy(true);
    try {
      await onSave({ name: name.trim(), colour: color });
    } catch (failure) {
      if (failure instanceof FieldwatchError && failure.fields.name) setServerError(failure.fields.name);
      else showError(failure);
    } finally {
      setBusy(false);
    }
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} onKeyDown={cancelOnEscape} noValidate>
      <TextField
        label={t('folders.name')}
        value={name}
        autoFocus
        required
        error={message(error)}
        onChange={(event) => {
          setName(event.target.value);
          setServerError(undefined);
        }}
      />
      <label className={styles.color}>
        <input type="color" value={color} onChange={(event) => setColor(event.target.value)} className={styles.colorInput} />
        {t('folders.color')}
      </label>
      <div className={styles.formActions}>
        <Button type="submit" busy={busy}>
          {t('folders.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
