import { useCallback } from 'react';
import { limits, type MessageKey } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';

/** The largest file a layer takes, in whole megabytes, as the form states it. */
export const layerUploadMaxMegabytes = Math.round(limits.layerUploadMaxBytes / (1024 * 1024));

/** The form's own messages and their values; everything else is a validation key (docs/validation.md). */
const formMessages: Record<string, [MessageKey, Record<string, number>?]> = {
  'layers.fileTooLarge': ['layers.fileTooLarge', { size: layerUploadMaxMegabytes }],
};

/** The text of a layer-form error key: the form's own file message, or a validation message. */
export function useLayerErrorText(): (key: string | undefined) => string | undefined {
  const t = useT();
  const message = useValidationMessage();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      const own = formMessages[key];
      return own ? t(own[0], own[1]) : message(key);
    },
    [t, message],
  );
}
