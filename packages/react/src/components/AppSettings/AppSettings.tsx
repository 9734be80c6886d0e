import clsx from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { MessageKey, Options } from '@fieldwatch/core';
import * as form from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useOptionsSave } from '../../internal/useOptionsSave.js';
import { useOrganizations } from '../../resources/hooks.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
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
import * as styles from './AppSettings.css.js';

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
const ownMessages = new Set<string>(['appSettings.organizationRequired', 'appSettings.lessonsUrlInvalid']);

/**
 * The admin Settings → app configuration screen: anonymous sign-in (the mobile app and partner embeds
 * submit without an account) with the organization its reports go into, warning when that changes
 * (mobileOrganizationWarning); the mobile app's maps, updates (forced off while updates are off) and
 * date picker; the custom lesson path. Saves only what changed through `PUT /options`. Emergency alerts
 * and contacts (options `emergency_enabled`, `emergency_phones`) are not on this screen. For the
 * Administrator: the server refuses anyone else.
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
  const forcedOff = mobileUpdatesForcedOff(options);

  // after a refused save, the first field with an error gets focus in the order shown
  useEffect(() => {
    if (submitCount) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  // turning anonymous sign-in off or on settles the organization's error at once
  const anonymousChanged = () => {
    if (submitCount || touchedFields.anonymous_organization) void trigger('anonymous_organization');
  };

  const errorText = (name: AppSettingName): string | undefined => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    return ownMessages.has(key) ? t(key as MessageKey) : message(key);
  };

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

      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t(isSubmitting ? 'appSettings.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
}
