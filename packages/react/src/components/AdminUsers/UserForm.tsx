import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useController, useForm, useWatch, type Path } from 'react-hook-form';
import {
  createUser,
  isSuperAdmin,
  limits,
  roleById,
  roleIds,
  roleNames,
  updateUser,
  type Actor,
  type Organization,
  type Role,
  type User,
  type UserUpdateInput,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useSessionStore } from '../../provider/useSession.js';
import { Button } from '../Button/index.js';
import { MultiSelect } from '../MultiSelect/index.js';
import { PasswordChecklist } from '../PasswordChecklist/index.js';
import { PasswordField } from '../PasswordField/index.js';
import { Select } from '../Select/index.js';
import { CurrentPasswordDialog } from '../SecuritySettings/CurrentPasswordDialog.js';
import { TextField } from '../TextField/index.js';
import { UserAccountActions } from './UserAccountActions.js';
import {
  emptyUserValues,
  isAdministratorRole,
  serverUserFields,
  userChangesOf,
  userCreateInputOf,
  userFormResolver,
  userValuesOf,
  type UserFormRules,
  type UserFormValues,
} from './userFormValues.js';
import * as styles from './AdminUsers.css.js';

export interface UserFormProps {
  /** the user to edit; without it the form creates one */
  user?: User | undefined;
  /** the signed-in user, whose rights decide what the form offers */
  actor: Actor;
  /** the roles to offer (`GET /roles`); the four of core until they are here */
  roles: readonly Role[] | undefined;
  /** the organizations the actor sees, to give to the user */
  organizations: readonly Organization[];
  headingLevel: 3 | 4;
  /** after a save, with the user as stored */
  onSaved: (user: User) => void;
  onCancel: () => void;
}

/** What the form may change of `user` for `actor`: never the Administrator's role, nor one's own role or organizations. */
function userFormRules(actor: Actor, user: User | undefined): UserFormRules {
  const self = user?.id === actor.id;
  return { roleEditable: !self && user?.role.id !== roleIds.Administrator, organizationsEditable: !self };
}

/**
 * Create or edit one user (the rules are in docs/roles.md and docs/validation.md): names, username
 * (fixed once created), email, role (an Organization Admin is not offered Administrator; the
 * Administrator's role is fixed), organizations (none for an Administrator), second factor, and a
 * password with the live checklist: on create, none sends the user a welcome email to set their own.
 * Checked with core's rules as the user types; only changed fields are sent on edit; the server's field
 * errors show beside their fields.
 */
export function UserForm({ user, actor, roles, organizations, headingLevel, onSaved, onCancel }: UserFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const session = useSessionStore();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const { roleEditable, organizationsEditable } = userFormRules(actor, user);
  const rules = useMemo(() => ({ roleEditable, organizationsEditable }), [roleEditable, organizationsEditable]);
  const self = user?.id === actor.id;
  // the values the form opened with: a list read again meanwhile does not reset what is being typed
  const [defaultValues] = useState(() => (user ? userValuesOf(user) : emptyUserValues()));
  const resolver = useMemo(() => userFormResolver(user, rules), [user, rules]);
  const form = useForm<UserFormValues>({ resolver, defaultValues, mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  // controlled selects: a choice stays while the roles arrive; the ref apart from what render reads
  const { ref: roleRef, ...roleField } = useController({ control, name: 'role' }).field;
  const { ref: secondFactorRef, ...secondFactorField } = useController({ control, name: 'secondfactor' }).field;
  const chosenRole = roleField.value;

  // a new user's form opens away from the button: move there; an edit opens in place, under its row
  useEffect(() => {
    if (!user) heading.current?.focus();
  }, [user]);

  const roleChoices = (roles ?? roleNames.map((name) => ({ id: roleIds[name], name, capabilities: [] })))
    // an Organization Admin neither sees nor grants the Administrator role
    .filter((candidate) => isSuperAdmin(actor) || candidate.name !== 'Administrator' || candidate.id === user?.role.id)
    .map((candidate) => ({ value: String(candidate.id), label: t(`role.${roleById(candidate.id) ?? candidate.name}`) }));
  const roleOptions = user ? roleChoices : [{ value: '', label: t('users.chooseRole'), disabled: true }, ...roleChoices];
  const organizationChoices = organizations.map((organization) => ({ value: String(organization.id), label: organization.name }));
  const role = user && !roleEditable ? String(user.role.id) : chosenRole;
  const administrator = isAdministratorRole(role);
  const welcome = !user && !password;
  // one's own password, email or second factor changes only with the current password (the server asks too)
  const [ownCredentials, setOwnCredentials] = useState<UserUpdateInput | null>(null);

  const saveChanges = async (changes: UserUpdateInput) => {
    const saved = await updateUser(client, user!.id, changes);
    // the signed-in user's own record: the session shows the new names at once
    if (saved.id === session.getState().user?.id) session.getState().setUser(saved);
    alerts.getState().push('success', 'success.userUpdated');
    onSaved(saved);
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (user) {
        const changes = userChangesOf(user, values, rules);
        if (Object.keys(changes).length === 0) {
          alerts.getState().push('info', 'users.noChanges');
          return;
        }
        const credentials =
          changes.password !== undefined || changes.options?.email !== undefined || changes.options?.secondfactor !== undefined;
        if (self && credentials) setOwnCredentials(changes);
        else await saveChanges(changes);
        return;
      }
      const { role_id, ...input } = userCreateInputOf(values);
      const saved = await createUser(client, { ...input, role_id: role_id ?? 0 });
      alerts.getState().push('success', 'success.userCreated');
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverUserFields as Record<string, Path<UserFormValues>>);
      showError(error);
    }
  });

  const title = user ? t('users.editTitle', { username: user.username }) : t('users.createTitle');
  const roleNote = !user ? undefined : self ? t('users.roleSelf') : rules.roleEditable ? undefined : t('users.roleFixed');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className={styles.form}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {title}
      </Heading>

      <div className={styles.columns}>
        <TextField label={t('users.firstname')} autoComplete="off" error={message(errors.firstname?.message)} {...register('firstname')} />
        <TextField label={t('users.lastname')} autoComplete="off" error={message(errors.lastname?.message)} {...register('lastname')} />
      </div>
      {user ? (
        <TextField label={t('users.username')} hint={t('users.usernameFixed')} value={user.username} readOnly />
      ) : (
        <TextField
          label={t('users.username')}
          hint={t('users.usernameHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          aria-required="true"
          error={message(errors.username?.message)}
          {...register('username')}
        />
      )}
      <TextField
        label={t('users.email')}
        hint={t('users.emailHint')}
        type="email"
        autoComplete="off"
        error={message(errors.email?.message)}
        {...register('email')}
      />

      <Select
        label={t('users.role')}
        hint={roleNote}
        options={roleOptions}
        disabled={!rules.roleEditable}
        aria-required="true"
        error={message(errors.role?.message)}
        ref={roleRef}
        name={roleField.name}
        value={role}
        onChange={(event) => roleField.onChange(event.target.value)}
        onBlur={roleField.onBlur}
      />

      {administrator ? (
        <p className={styles.hint}>{t('users.administratorOrganizations')}</p>
      ) : rules.organizationsEditable ? (
        <Controller
          control={control}
          name="organizations"
          render={({ field }) => (
            <MultiSelect
              label={t('users.organizations')}
              options={organizationChoices}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                field.onBlur();
              }}
              noneText={t('users.noOrganization')}
              emptyText={t('users.noOrganizations')}
              error={message(errors.organizations?.message)}
            />
          )}
        />
      ) : (
        <p className={styles.fixed}>
          <span className={styles.fixedLabel}>{t('users.organizations')}</span>
          {user?.organizations.map((organization) => organization.name).join(', ')}
          <span className={styles.hint}> {t('users.organizationsSelf')}</span>
        </p>
      )}

      <Select
        label={t('users.secondFactor')}
        hint={t('users.secondFactorHint')}
        options={[
          { value: 'none', label: t('users.secondFactor.none') },
          { value: 'email', label: t('users.secondFactor.email') },
          // an authenticator app is set up by its owner; here it can only be kept or replaced
          ...(user?.options.secondfactor === 'totp' ? [{ value: 'totp', label: t('security.methodTotp') }] : []),
        ]}
        error={message(errors.secondfactor?.message)}
        ref={secondFactorRef}
        name={secondFactorField.name}
        value={secondFactorField.value}
        onChange={(event) => secondFactorField.onChange(event.target.value)}
        onBlur={secondFactorField.onBlur}
      />

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t(user ? 'users.passwordSection' : 'users.passwordSectionNew')}</legend>
        <PasswordField
          label={t(user ? 'users.newPassword' : 'users.password')}
          hint={
            user ? t('users.newPasswordHint') : welcome ? t('users.welcomeHint', { days: limits.welcomeLinkDays }) : t('users.passwordHint')
          }
          autoComplete="new-password"
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={t('users.confirmation')}
          autoComplete="new-password"
          error={message(errors.confirmation?.message)}
          {...register('confirmation')}
        />
        {password ? <PasswordChecklist password={password} confirmation={confirmation} /> : null}
      </fieldset>

      <div className={styles.formActions}>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? t('users.saving') : user ? t('users.save') : t('users.create')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>

      {user ? <UserAccountActions user={user} self={self} headingLevel={(headingLevel + 1) as 4 | 5} /> : null}
      {ownCredentials ? (
        <CurrentPasswordDialog
          title={t('security.currentPassword')}
          confirmLabel={t('users.save')}
          onCancel={() => setOwnCredentials(null)}
          onConfirm={async (currentPassword) => {
            await saveChanges({ ...ownCredentials, current_password: currentPassword });
            setOwnCredentials(null);
          }}
        >
          {t('security.currentPasswordHint')}
        </CurrentPasswordDialog>
      ) : null}
    </form>
  );
}
