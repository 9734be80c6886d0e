import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  createOrganization,
  limits,
  organizationInputSchema,
  updateOrganization,
  type Organization,
  type OrganizationInput,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { Button } from '../Button/index.js';
import { TextField } from '../TextField/index.js';
import * as styles from './AdminOrganizations.css.js';

export interface OrganizationFormProps {
  /** the organization to rename; without it the form creates one */
  organization?: Organization | undefined;
  headingLevel: 3 | 4;
  onSaved: (organization: Organization) => void;
  onCancel: () => void;
}

/** Create or rename an organization: its name, required, at most 60 characters (docs/organizations.md). */
export function OrganizationForm({ organization, headingLevel, onSaved, onCancel }: OrganizationFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrganizationInput>({
    resolver: zodResolver(organizationInputSchema),
    defaultValues: { name: organization?.name ?? '' },
    mode: 'onTouched',
  });

  // the form opens where the user is not: move there
  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async (values) => {
    try {
      let saved: Organization;
      if (organization) {
        if (values.name === organization.name) {
          alerts.getState().push('info', 'organizations.noChanges');
          return;
        }
        saved = await updateOrganization(client, organization.id, values);
        alerts.getState().push('success', 'organizations.renamed');
      } else {
        saved = await createOrganization(client, values);
        alerts.getState().push('success', 'organizations.created');
      }
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, { name: 'name' });
      showError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className={styles.form}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {organization ? t('organizations.renameTitle', { name: organization.name }) : t('organizations.createTitle')}
      </Heading>
      <TextField
        label={t('organizations.name')}
        hint={t('organizations.nameHint', { max: limits.organizationNameMax })}
        autoComplete="off"
        dir="auto"
        required
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? t('organizations.saving') : organization ? t('organizations.save') : t('organizations.create')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
