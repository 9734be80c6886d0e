import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  defaultLanguageLocale,
  profileFormSchema,
  updateUser,
  type ProfileForm as ProfileValues,
  type User,
  type UserUpdateInput,
} from '@fieldwatch/core';
import { useEnabledLanguages } from '../../internal/enabledLanguages.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useClient } from '../../provider/useClient.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useSession, useSessionStore } from '../../provider/useSession.js';
import { useUser } from '../../resources/hooks.js';
import { Avatar } from '../Avatar/index.js';
import { Button } from '../Button/index.js';
import { PasswordChecklist } from '../PasswordChecklist/index.js';
import { PasswordField } from '../PasswordField/index.js';
import { Select } from '../Select/index.js';
import { TextField } from '../TextField/index.js';
import { profileChanges, profileValues } from './profileChanges.js';
import * as styles from './ProfileForm.css.js';

export interface ProfileFormProps {
  /** Called after a save, with the user as stored and the fields that were sent. */
  onSaved?: (user: User, changes: UserUpdateInput) => void;
  /**
   * Level of the form's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

const selectUser = (s: { user: User | null }) => s.user;

/**
 * The profile of the signed-in user: names, email, default language and a new password with the
 * checklist; a new password or email asks for the current one. Username and role are shown, not
 * editable. The second factor has its own section (SecuritySettings).
 */
export function ProfileForm({ onSaved, headingLevel = 1 }: ProfileFormProps) {
  const user = useSession(selectUser);
  return user ? <ProfileFormFor key={user.id} user={user} onSaved={onSaved} headingLevel={headingLevel} /> : null;
}

function ProfileFormFor({ user, onSaved, headingLevel }: { user: User; onSaved: ProfileFormProps['onSaved']; headingLevel: HeadingLevel }) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const session = useSessionStore();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileFormSchema), defaultValues: profileValues(user, defaultLanguageLocale) });
  const [password, confirmation, firstname, lastname, language, email] = useWatch({
    control,
    name: ['password', 'confirmation', 'firstname', 'lastname', 'language', 'email'],
  });
  // the enabled languages, and the one stored or chosen even when it no longer is; the API stores
  // languages as locales (en_US), each listed under its own name
  const languageChoices = useEnabledLanguages([user.options.language, language]).map((l) => ({
    value: l.locale,
    label: l.name,
    lang: l.tag,
  }));

  // The stored user may be old (another device changed it): fetched when the profile opens, and taken
  // without losing what is typed. A save's answer comes here too, already taken by the save itself.
  const fresh = useUser(user.id);
  useEffect(() => {
    if (!fresh.data) return;
    session.getState().setUser(fresh.data);
    reset(profileValues(fresh.data, defaultLanguageLocale), { keepDirtyValues: true });
  }, [fresh.data, session, reset]);
  useEffect(() => {
    if (fresh.error) showError(fresh.error);
  }, [fresh.error, showError]);

  const submit = handleSubmit(async (values) => {
    const current = session.getState().user ?? user;
    const changes = profileChanges(current, values);
    if (Object.keys(changes).length === 0) {
      alerts.getState().push('info', 'profile.noChanges');
      return;
    }
    try {
      const saved = await updateUser(client, current.id, changes);
      session.getState().setUser(saved);
      reset(profileValues(saved, defaultLanguageLocale));
      alerts.getState().push('success', 'success.profileSaved');
      onSaved?.(saved, changes);
    } catch (error) {
      applyServerFieldErrors(error, setError, {
        firstname: 'firstname',
        lastname: 'lastname',
        email: 'email',
        language: 'language',
        secondfactor: 'secondfactor',
        password: 'password',
        current_password: 'current_password',
        'options.firstname': 'firstname',
        'options.lastname': 'lastname',
        'options.email': 'email',
        'options.language': 'language',
        'options.secondfactor': 'secondfactor',
      });
      showError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      <div className={styles.header}>
        <Avatar size="large" firstName={firstname} lastName={lastname} username={user.username} />
        <Heading level={headingLevel} id={headingId}>
          {t('profile.title')}
        </Heading>
      </div>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('profile.detailsSection')}</legend>
        <div className={styles.columns}>
          <TextField
            label={t('profile.firstname')}
            autoComplete="given-name"
            error={message(errors.firstname?.message)}
            {...register('firstname')}
          />
          <TextField
            label={t('profile.lastname')}
            autoComplete="family-name"
            error={message(errors.lastname?.message)}
            {...register('lastname')}
          />
        </div>
        <TextField
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <div className={styles.columns}>
          <TextField label={t('profile.username')} value={user.username} readOnly />
          <TextField label={t('profile.role')} value={t(`role.${user.role.name}`)} readOnly />
        </div>
        <Select
          label={t('profile.language')}
          options={languageChoices}
          error={message(errors.language?.message)}
          {...register('language')}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('profile.passwordSection')}</legend>
        <PasswordField
          label={t('profile.newPassword')}
          hint={t('profile.newPasswordHint')}
          autoComplete="new-password"
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={t('profile.confirmation')}
          autoComplete="new-password"
          error={message(errors.confirmation?.message)}
          {...register('confirmation')}
        />
        {password ? <PasswordChecklist password={password} confirmation={confirmation} /> : null}
      </fieldset>

      {password || email !== user.options.email ? (
        <PasswordField
          label={t('security.currentPassword')}
          hint={t('security.currentPasswordHint')}
          autoComplete="current-password"
          aria-required="true"
          error={message(errors.current_password?.message)}
          {...register('current_password')}
        />
      ) : null}

      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t(isSubmitting ? 'profile.saving' : 'profile.save')}
        </Button>
      </div>
    </form>
  );
}
