import { useId } from 'react';
import { limits, roleIds, roleNames } from '@fieldwatch/core';
import type { SchemaForm } from '../../internal/useSchemaForm.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useOrganizationUsers } from '../../resources/hooks.js';
import { MultiSelect } from '../MultiSelect/index.js';
import { Select } from '../Select/index.js';
import { TextArea } from '../TextArea/index.js';
import { TextField } from '../TextField/index.js';
import type { BroadcastFormValues } from './broadcastFormValues.js';
import * as styles from './BroadcastForm.css.js';

const audiences = ['everyone', 'users', 'role'] as const;

/** Subject, message and audience: the users to choose are the active users of the organization. */
export function BroadcastFields({ form, organizationId }: { form: SchemaForm<BroadcastFormValues>; organizationId: number }) {
  const t = useT();
  const message = useValidationMessage();
  const id = useId();
  const members = useOrganizationUsers(organizationId);
  const { values, errors } = form;
  const type = form.field('type');
  const memberOptions = (members.data ?? []).map((member) => {
    const name = `${member.firstname} ${member.lastname}`.trim();
    return { value: String(member.id), label: name ? `${name} (${member.username})` : member.username };
  });
  const roleOptions = [
    { value: '', label: t('messages.form.rolePlaceholder'), disabled: true },
    ...roleNames.map((name) => ({ value: String(roleIds[name]), label: t(`role.${name}`) })),
  ];
  return (
    <>
      <TextField
        label={t('messages.form.subject')}
        aria-required="true"
        hint={t('reportForm.characterCount', { count: values.subject.length, limit: limits.broadcastSubjectMax })}
        error={message(errors.subject)}
        {...form.input('subject')}
      />
      <TextArea
        label={t('messages.form.content')}
        aria-required="true"
        limit={limits.broadcastMessageMax}
        minRows={4}
        error={message(errors.content)}
        {...form.input('content')}
      />
      <fieldset className={styles.audience}>
        <legend className={styles.legend}>{t('messages.form.audience')}</legend>
        {audiences.map((audience, index) => (
          <label key={audience} className={styles.radio}>
            <input
              ref={index === 0 ? type.ref : undefined}
              type="radio"
              name={`${id}-audience`}
              value={audience}
              checked={type.value === audience}
              onChange={() => type.onChange(audience)}
              className={styles.radioInput}
            />
            {t(`messages.form.${audience}`)}
          </label>
        ))}
      </fieldset>
      {values.type === 'users' ? (
        <MultiSelect
          value={values.users}
          onChange={(users) => form.field('users').onChange(users)}
          label={t('messages.form.usersLabel')}
          noneText={t('messages.form.usersNone')}
          emptyText={members.status === 'loading' ? t('app.loading') : t('messages.form.usersEmpty')}
          options={memberOptions}
          error={message(errors.users)}
        />
      ) : null}
      {values.type === 'role' ? (
        <Select
          label={t('messages.form.roleLabel')}
          aria-required="true"
          options={roleOptions}
          error={message(errors.role)}
          {...form.input('role')}
        />
      ) : null}
    </>
  );
}
