import { limits, type MessageKey } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';

/** Words and the {max} of the form's own keys; everything else is a validation key (docs/validation.md). */
const formMessages: Record<string, [MessageKey, Record<string, number>?]> = {
  'reportForm.hourInvalid': ['reportForm.hourInvalid'],
  'reportForm.minuteInvalid': ['reportForm.minuteInvalid'],
  'reportForm.secondInvalid': ['reportForm.secondInvalid'],
  'reportForm.tagTextExceeded': ['reportForm.tagTextExceeded', { max: limits.tagTextMax }],
  // the server's key for the same rule: in a report, only a text group's answer can be too long
  taxonomyChildNameExceeded: ['reportForm.tagTextExceeded', { max: limits.tagTextMax }],
};

/** The words shown beside a field for its message key: the form's own keys, or the shared validation ones. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const t = useT();
  const message = useValidationMessage();
  return (key) => {
    if (!key) return undefined;
    const own = formMessages[key];
    return own ? t(own[0], own[1]) : message(key);
  };
}
