import clsx from 'clsx';
import { useId, useMemo, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { Options } from '@fieldwatch/core';
import * as form from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useOptionsSave } from '../../internal/useOptionsSave.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { Select } from '../Select/index.js';
import { TextField } from '../TextField/index.js';
import {
  generalSettingsChanges,
  generalSettingsResolver,
  generalSettingsValues,
  type GeneralSettingsValues,
} from './generalSettingsValues.js';
import { matchingTimeZones, timeZoneChoices } from './timeZones.js';
import * as styles from './GeneralSettings.css.js';
import { useFocusFirstInvalid } from '../../internal/useFocusFirstInvalid.js';

export interface GeneralSettingsProps {
  /** Called after a save with every option as stored. */
  onSaved?: (options: Options) => void;
  /**
   * Level of the screen's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

/**
 * The admin Settings → general screen: the deployment's time zone (option `timezone`), chosen among
 * the IANA zones the browser knows, each with its offset from UTC now, narrowed by a search box. The
 * server gives it to every client in the handshake (`timezone`); report forms read the event time on
 * its clock, and the dashboard shows dates in UTC. Also whether Organization Admins and Administrators must
 * sign in with a second factor (`require_2fa_admins`, docs/sign-in.md). Saves only what changed through
 * `PUT /options`. For the Administrator: the server refuses anyone else.
 */
export function GeneralSettings({ onSaved, headingLevel = 1 }: GeneralSettingsProps) {
  const t = useT();
  return (
    <OptionsGate loadFailed={t('generalSettings.loadFailed')} retry={t('generalSettings.retry')}>
      {(options) => <GeneralSettingsForm options={options} onSaved={onSaved} headingLevel={headingLevel} />}
    </OptionsGate>
  );
}

interface FormProps {
  options: Options;
  onSaved: GeneralSettingsProps['onSaved'];
  headingLevel: HeadingLevel;
}

function GeneralSettingsForm({ options, onSaved, headingLevel }: FormProps) {
  const t = useT();
  const message = useValidationMessage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<GeneralSettingsValues>({
    resolver: generalSettingsResolver,
    defaultValues: generalSettingsValues(options),
    shouldFocusError: false,
  });
  // a controlled select: its value stays chosen while the search narrows the list
  // the ref apart from the value and handlers that render reads: an object that holds a ref counts as a ref
  const { ref: timezoneRef, ...timezone } = useController({ control, name: 'timezone' }).field;
  const [query, setQuery] = useState('');
  // the offsets as they are when the screen opens
  const [openedAt] = useState(() => new Date());
  const stored = options.timezone;
  const choices = useMemo(() => timeZoneChoices(openedAt, [stored]), [openedAt, stored]);

  useFocusFirstInvalid(formRef, submitCount);

  const submit = handleSubmit(
    useOptionsSave({
      options,
      changesOf: generalSettingsChanges,
      noChanges: 'generalSettings.noChanges',
      setError,
      onStored: (saved) => {
        reset(generalSettingsValues(saved));
      },
      onSaved,
    }),
  );

  const found = matchingTimeZones(choices, query);
  // the chosen zone stays a choice whatever the search, so the select never seems to hold another one
  const chosen = choices.find((choice) => choice.zone === timezone.value);
  const shown = chosen && !found.includes(chosen) ? [chosen, ...found] : found;
  const zoneOptions = shown.map((choice) => ({ value: choice.zone, label: `${choice.zone.replace(/_/g, ' ')} (UTC${choice.offset})` }));
  const error = errors.timezone?.message ? message(errors.timezone.message) : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className={clsx(form.card, styles.root)}
    >
      <Heading level={headingLevel} id={`${id}-heading`}>
        {t('generalSettings.title')}
      </Heading>
      <p className={form.intro}>{t('generalSettings.intro')}</p>

      <fieldset className={styles.section} disabled={isSubmitting}>
        <legend className={styles.legend}>{t('generalSettings.timezoneSection')}</legend>
        <TextField
          type="search"
          label={t('generalSettings.timezoneSearch')}
          hint={t('generalSettings.timezoneSearchHint')}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className={styles.matches} role="status">
          {query.trim() ? t('generalSettings.timezoneMatches', { count: found.length }) : null}
        </p>
        <Select
          label={t('generalSettings.timezone')}
          hint={t('generalSettings.timezoneHint')}
          dir="ltr"
          options={zoneOptions}
          error={error}
          ref={timezoneRef}
          name={timezone.name}
          value={timezone.value}
          onChange={(event) => timezone.onChange(event.target.value)}
          onBlur={timezone.onBlur}
        />
      </fieldset>

      <fieldset className={styles.section} disabled={isSubmitting}>
        <legend className={styles.legend}>{t('security.settingsSection')}</legend>
        <Checkbox label={t('security.requireAdmins')} hint={t('security.requireAdminsHint')} {...register('require_2fa_admins')} />
      </fieldset>

      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t(isSubmitting ? 'generalSettings.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
}
