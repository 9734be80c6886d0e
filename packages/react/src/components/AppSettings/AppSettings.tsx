import clsx from 'clsx';
import { useId, useMemo, useRef } from 'react';
import { useController, useFieldArray, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { findLanguage, type MessageKey, type Options } from '@fieldwatch/core';
import * as form from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useOptionsSave } from '../../internal/useOptionsSave.js';
import { useOrganizations } from '../../resources/hooks.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { MultiSelect, type MultiSelectOption } from '../MultiSelect/index.js';
import { Select, type SelectOption } from '../Select/index.js';
import { TextField } from '../TextField/index.js';
import {
  appSettingsChanges,
  appSettingsResolver,
  appSettingsValues,
  mobileUpdatesForcedOff,
  type AppSettingName,
  type AppSettingsValues,
} from './appSettingsValues.js';
import { dialingCodes } from './emergencyContacts.js';
import { useEmergencyUsers } from './useEmergencyUsers.js';
import * as styles from './AppSettings.css.js';
import { useFocusFirstInvalid } from '../../internal/useFocusFirstInvalid.js';

export interface AppSettingsProps {
  /** Called after a save with every option as stored. */
  onSaved?: (options: Options) => void;
  /**
   * Level of the screen's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

// the form's own message keys; anything else is a validation key (docs/validation.md)
const ownMessages = new Set<string>([
  'appSettings.organizationRequired',
  'appSettings.lessonsUrlInvalid',
  'appSettings.emergencyContactRequired',
  'appSettings.phoneRequired',
  'appSettings.phoneCountryRequired',
  'appSettings.phoneInvalid',
  'appSettings.phoneDuplicate',
]);

/**
 * The admin Settings → app configuration screen: anonymous sign-in (the mobile app and partner embeds
 * submit without an account) with the organization its reports go into, warning when that changes
 * (mobileOrganizationWarning); the mobile app's maps, updates (forced off while updates are off) and
 * date picker; the custom lesson path; emergency alerts (`emergency_enabled`) with the users they go to
 * (`emergency_users`, chosen among `GET /users`) and contact numbers (`emergency_phones`: a dialling
 * code and a number per row, checked against the country's numbering plan and saved in international
 * form), at least one user or number while alerts are on. Saves only what changed through
 * `PUT /options`. For the Administrator: the server refuses anyone else.
 */
export function AppSettings({ onSaved, headingLevel = 1 }: AppSettingsProps) {
  const t = useT();
  return (
    <OptionsGate loadFailed={t('appSettings.loadFailed')} retry={t('appSettings.retry')}>
      {(options) => <AppSettingsForm options={options} onSaved={onSaved} headingLevel={headingLevel} />}
    </OptionsGate>
  );
}

interface FormProps {
  options: Options;
  onSaved: AppSettingsProps['onSaved'];
  headingLevel: HeadingLevel;
}

function AppSettingsForm({ options, onSaved, headingLevel }: FormProps) {
  const t = useT();
  const message = useValidationMessage();
  const organizations = useOrganizations();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    trigger,
    formState: { errors, isSubmitting, submitCount, touchedFields },
  } = useForm<AppSettingsValues>({
    resolver: appSettingsResolver,
    defaultValues: appSettingsValues(options),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // a controlled select: its value stays chosen while the organizations arrive
  // the ref apart from the value and handlers that render reads: an object that holds a ref counts as a ref
  const { ref: organizationRef, ...organization } = useController({ control, name: 'anonymous_organization' }).field;
  // the list of users is a disclosure of checkboxes, with no one element to hand the ref to
  const { ref: _usersRef, ...emergencyUsers } = useController({ control, name: 'emergency_users' }).field;
  const users = useEmergencyUsers();
  const forcedOff = mobileUpdatesForcedOff(options);

  useFocusFirstInvalid(formRef, submitCount);
  // turning anonymous sign-in off or on settles the organization's error at once
  const anonymousChanged = () => {
    if (submitCount || touchedFields.anonymous_organization) void trigger('anonymous_organization');
  };

  // emergency alerts on or off, a number added or removed: the need for a contact is settled at once
  const contactsChanged = () => {
    if (submitCount || touchedFields.emergency_users) void trigger('emergency_users');
  };

  const textOf = (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    return ownMessages.has(key) ? t(key as MessageKey) : message(key);
  };
  const errorText = (name: AppSettingName): string | undefined => textOf(errors[name]?.message);

  const submit = handleSubmit(
    useOptionsSave({
      options,
      changesOf: appSettingsChanges,
      noChanges: 'appSettings.noChanges',
      setError,
      onStored: (saved) => {
        reset(appSettingsValues(saved));
      },
      onSaved,
    }),
  );

  const chosen = organization.value;
  const stored = options.anonymous_organization;
  const list = organizations.data ?? [];
  const organizationOptions: SelectOption[] = [
    { value: '', label: t('appSettings.chooseOrganization') },
    ...list.map((o) => ({ value: String(o.id), label: o.name })),
  ];
  // the stored organization stays a choice while the list loads, or after it was deleted
  for (const value of new Set([stored, chosen])) {
    if (value && !list.some((o) => String(o.id) === value)) {
      organizationOptions.push({
        value,
        label: organizations.status === 'loading' ? t('app.loading') : t('appSettings.organizationMissing', { id: value }),
      });
    }
  }
  const organizationChanged = chosen !== '' && chosen !== stored;

  // each user by username and name; a chosen one the list lacks (deleted, or the list still loading) stays a choice
  const userOptions: MultiSelectOption[] = (users.data ?? []).map((user) => {
    const name = `${user.options.firstname} ${user.options.lastname}`.trim();
    return { value: String(user.id), label: name ? `${user.username} (${name})` : user.username };
  });
  for (const value of emergencyUsers.value) {
    if (!userOptions.some((option) => option.value === value)) {
      userOptions.push({ value, label: users.status === 'loading' ? t('app.loading') : t('appSettings.userMissing', { id: value }) });
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className={clsx(form.card, styles.root)}
    >
      <Heading level={headingLevel} id={`${id}-heading`}>
        {t('appSettings.title')}
      </Heading>
      <p className={form.intro}>{t('appSettings.intro')}</p>

      <fieldset className={styles.section} disabled={isSubmitting}>
        <legend className={styles.legend}>{t('appSettings.anonymousSection')}</legend>
        <Checkbox
          label={t('appSettings.anonymousEnabled')}
          hint={t('appSettings.anonymousEnabledHint')}
          {...register('anonymous_enabled', { onChange: anonymousChanged })}
        />
        <Select
          label={t('appSettings.organization')}
          hint={organizations.status === 'error' ? t('appSettings.organizationsFailed') : t('appSettings.organizationHint')}
          options={organizationOptions}
          error={errorText('anonymous_organization')}
          ref={organizationRef}
          name={organization.name}
          value={chosen}
          onChange={(event) => organization.onChange(event.target.value)}
          onBlur={organization.onBlur}
        />
        <Checkbox
          label={t('appSettings.anonymousChallenge')}
          hint={t('appSettings.anonymousChallengeHint')}
          {...register('anonymous_challenge_enabled')}
        />
        <div aria-live="polite">
          {organizationChanged ? (
            <p className={styles.warning} role="note">
              {t('appSettings.mobileOrganizationWarning')}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={styles.section} disabled={isSubmitting}>
        <legend className={styles.legend}>{t('appSettings.mobileSection')}</legend>
        <Checkbox label={t('appSettings.mobileMaps')} hint={t('appSettings.mobileMapsHint')} {...register('mobile_maps_enabled')} />
        <Checkbox
          label={t('appSettings.mobileUpdates')}
          hint={t(forcedOff ? 'appSettings.mobileUpdatesForcedOff' : 'appSettings.mobileUpdatesHint')}
          {...register('mobile_updates_enabled', { disabled: forcedOff })}
        />
        <Checkbox
          label={t('appSettings.mobileDatepicker')}
          hint={t('appSettings.mobileDatepickerHint')}
          {...register('mobile_datepicker')}
        />
        <TextField
          label={t('appSettings.lessonsUrl')}
          hint={t('appSettings.lessonsUrlHint')}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          inputMode="url"
          error={errorText('lessons_url')}
          {...register('lessons_url')}
        />
      </fieldset>

      <fieldset className={styles.section} disabled={isSubmitting}>
        <legend className={styles.legend}>{t('appSettings.emergencySection')}</legend>
        <Checkbox
          label={t('appSettings.emergencyEnabled')}
          hint={t('appSettings.emergencyEnabledHint')}
          {...register('emergency_enabled', { onChange: contactsChanged })}
        />
        <MultiSelect
          label={t('appSettings.emergencyUsers')}
          hint={users.status === 'error' ? t('appSettings.usersFailed') : t('appSettings.emergencyUsersHint')}
          noneText={t('appSettings.emergencyUsersNone')}
          {...(users.status === 'loading' ? { emptyText: t('app.loading') } : {})}
          options={userOptions}
          value={emergencyUsers.value}
          onChange={(value) => emergencyUsers.onChange(value)}
          error={errorText('emergency_users')}
        />
        <EmergencyPhones control={control} register={register} errors={errors} textOf={textOf} onRowsChanged={contactsChanged} />
      </fieldset>

      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t(isSubmitting ? 'appSettings.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
}

interface EmergencyPhonesProps {
  control: Control<AppSettingsValues>;
  register: UseFormRegister<AppSettingsValues>;
  errors: FieldErrors<AppSettingsValues>;
  /** a message key in words */
  textOf: (key: string | undefined) => string | undefined;
  /** a row was added or removed */
  onRowsChanged: () => void;
}

/**
 * The emergency contact numbers: a row per number (dialling code, number, remove), "Add a number"
 * below. A new row takes the dialling code of the row above and focus goes to its first empty field;
 * after a removal focus goes to "Add a number".
 */
function EmergencyPhones({ control, register, errors, textOf, onRowsChanged }: EmergencyPhonesProps) {
  const t = useT();
  const id = useId();
  const tag = findLanguage(useLanguage())?.tag ?? 'en';
  const codes = useMemo<SelectOption[]>(() => [{ value: '', label: t('appSettings.chooseCountry') }, ...dialingCodes(tag)], [tag, t]);
  const { fields, append, remove } = useFieldArray({ control, name: 'emergency_phones' });
  const rows = useWatch({ control, name: 'emergency_phones' });
  const addRef = useRef<HTMLButtonElement>(null);
  const rowErrors = errors.emergency_phones;
  const listError = textOf(rowErrors?.message ?? rowErrors?.root?.message);

  const add = () => {
    const country = rows.at(-1)?.country ?? '';
    append({ country, number: '' }, { focusName: `emergency_phones.${fields.length}.${country ? 'number' : 'country'}` });
    onRowsChanged();
  };
  const removeRow = (index: number) => {
    remove(index);
    addRef.current?.focus();
    onRowsChanged();
  };

  return (
    <fieldset className={styles.phones} aria-describedby={clsx(`${id}-hint`, listError && `${id}-error`)}>
      <legend className={styles.phonesLegend}>{t('appSettings.emergencyPhones')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('appSettings.emergencyPhonesHint')}
      </p>
      {fields.length === 0 ? <p className={styles.hint}>{t('appSettings.noPhones')}</p> : null}
      <ul className={styles.phoneList}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <PhoneRowFields
              control={control}
              register={register}
              index={index}
              codes={codes}
              countryError={textOf(rowErrors?.[index]?.country?.message)}
              numberError={textOf(rowErrors?.[index]?.number?.message)}
              onRemove={() => removeRow(index)}
            />
          </li>
        ))}
      </ul>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {listError}
      </p>
      <Button ref={addRef} variant="secondary" onClick={add}>
        {t('appSettings.addPhone')}
      </Button>
    </fieldset>
  );
}

interface PhoneRowFieldsProps {
  control: Control<AppSettingsValues>;
  register: UseFormRegister<AppSettingsValues>;
  index: number;
  codes: readonly SelectOption[];
  countryError: string | undefined;
  numberError: string | undefined;
  onRemove: () => void;
}

/** One number: its dialling code (a controlled select, so it keeps its value as the list re-renders) and the number as typed. */
function PhoneRowFields({ control, register, index, codes, countryError, numberError, onRemove }: PhoneRowFieldsProps) {
  const t = useT();
  const position = index + 1;
  const { ref: countryRef, ...country } = useController({ control, name: `emergency_phones.${index}.country` }).field;
  return (
    <div role="group" aria-label={t('appSettings.phoneRow', { position })} className={styles.phoneRow}>
      <Select
        label={t('appSettings.phoneCountry')}
        options={codes}
        error={countryError}
        ref={countryRef}
        name={country.name}
        value={country.value}
        onChange={(event) => country.onChange(event.target.value)}
        onBlur={country.onBlur}
      />
      <TextField
        label={t('appSettings.phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        dir="ltr"
        error={numberError}
        {...register(`emergency_phones.${index}.number`)}
      />
      <Button variant="secondary" className={styles.removePhone} onClick={onRemove}>
        {t('appSettings.removePhone', { position })}
      </Button>
    </div>
  );
}
