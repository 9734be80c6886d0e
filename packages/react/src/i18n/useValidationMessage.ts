import { useCallback } from 'react';
import { isValidationKey, limits, type ValidationKey } from '@fieldwatch/core';
import { useT } from './useT.js';

/** The {max}/{min} each validation message needs, taken from the one table of limits (docs/validation.md). */
const validationValues: Partial<Record<ValidationKey, Record<string, number>>> = {
  firstNameExceeded: { max: limits.firstNameMax },
  lastNameExceeded: { max: limits.lastNameMax },
  usernameExceeded: { max: limits.usernameMax },
  organizationNameExceeded: { max: limits.organizationNameMax },
  layerNameExceeded: { max: limits.layerNameMax },
  layerTooManyFeatures: { max: limits.layerFeaturesMax },
  layerDataTooLarge: { size: Math.round(limits.layerDataMaxBytes / (1024 * 1024)) },
  taxonomyGroupNameExceeded: { max: limits.tagGroupNameMax },
  taxonomyChildNameExceeded: { max: limits.tagNameMax },
  tagPromptExceeded: { max: limits.tagPromptMax },
  reportTitleExceeded: { max: limits.reportTitleMax },
  reportDescriptionExceeded: { max: limits.reportDescriptionMax },
  reportCommentExceeded: { max: limits.commentMax },
  messageSubjectExceeded: { max: limits.broadcastSubjectMax },
  messageTextExceeded: { max: limits.broadcastMessageMax },
  storyTitle: { max: limits.storyTitleMax },
  storySubtitle: { max: limits.storySubtitleMax },
  storyTextField: { max: limits.storyTextBlockMax },
  passwordTooShort: { min: limits.passwordMin },
  searchExceeded: { max: limits.searchMax },
  folderNameExceeded: { max: limits.folderNameMax },
};

/**
 * Turns a validation key (from a core zod schema or from the server's `error.fields`) into the
 * message the user reads (docs/validation.md). Anything that is not a known key reads as "This value is not valid".
 * `values` replaces the table's {max}/{min} where a limit depends on the field (a text group's tag: 100).
 */
export function useValidationMessage(): (key: string | undefined, values?: Record<string, number>) => string | undefined {
  const t = useT();
  return useCallback(
    (key, values) => {
      if (!key) return undefined;
      const known: ValidationKey = isValidationKey(key) ? key : 'invalidValue';
      return t(`validation.${known}`, { ...validationValues[known], ...values });
    },
    [t],
  );
}
