import { useEffect, useState } from 'react';
import type { Report, User } from '@fieldwatch/core';
import { useDeploymentTimeZone } from '../../internal/useDeploymentTimeZone.js';
import { useSchemaForm } from '../../internal/useSchemaForm.js';
import { useSession } from '../../provider/useSession.js';
import { knownTimeZone } from './eventTime.js';
import { emptyValues, reportFormProblems, valuesOf } from './reportFormValues.js';

const selectUser = (s: { user: User | null }) => s.user;

/**
 * The form's values and their checks: it starts from the report edited, or from a blank report dated
 * now in the user's first organization (none when anonymous). Fields are checked as the user leaves
 * each one, then as they type; after a refused Save the first field with an error in the order shown
 * gets the focus. `blankValues()` is what the form goes back to once a new report is handed over.
 * The event time is on the deployment's wall clock (`timeZone`); a form drawn before the zone was known
 * is drawn again in it while nobody has touched it.
 */
export function useReportFormState(report: Report | undefined, anonymous: boolean) {
  const user = useSession(selectUser);
  const timeZone = knownTimeZone(useDeploymentTimeZone());
  const blankValues = () => emptyValues(new Date(), anonymous ? null : (user?.organizations[0]?.id ?? null), timeZone);
  // the starting values are taken once; later saves reset them explicitly
  const [defaultValues] = useState(() => (report ? valuesOf(report, timeZone) : blankValues()));
  const form = useSchemaForm({ defaultValues, validate: (values) => reportFormProblems(values, { organizationRequired: !anonymous }) });
  const drawnIn = form.values.timeZone;
  const untouched = !form.isDirty;
  useEffect(() => {
    if (drawnIn !== timeZone && untouched) form.reset(report ? valuesOf(report, timeZone) : blankValues());
    // only a new zone is a reason to draw the form again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeZone]);
  return { form, blankValues, timeZone };
}
