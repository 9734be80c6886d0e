import clsx from 'clsx';
import { useId, useRef } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import type { MessageKey, Options } from '@fieldwatch/core';
import * as form from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useOptionsSave } from '../../internal/useOptionsSave.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import {
  dashboardSettingsChanges,
  dashboardSettingsValues,
  type DashboardSettingName,
  type DashboardSettingsValues,
} from './dashboardSettingsValues.js';
import * as styles from './DashboardSettings.css.js';
import { useFocusFirstInvalid } from '../../internal/useFocusFirstInvalid.js';

export interface DashboardSettingsProps {
  /** Called after a save with every option as stored. */
  onSaved?: (options: Options) => void;
  /**
   * Level of the screen's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

interface SwitchText {
  name: DashboardSettingName;
  label: MessageKey;
  hint: MessageKey;
}

const features = [
  { name: 'analytics_enabled', label: 'dashboardSettings.analytics', hint: 'dashboardSettings.analyticsHint' },
  { name: 'broadcasts_enabled', label: 'dashboardSettings.broadcasts', hint: 'dashboardSettings.broadcastsHint' },
  { name: 'organizations_shown', label: 'dashboardSettings.organizations', hint: 'dashboardSettings.organizationsHint' },
  { name: 'stories_enabled', label: 'dashboardSettings.stories', hint: 'dashboardSettings.storiesHint' },
  { name: 'folders_enabled', label: 'dashboardSettings.folders', hint: 'dashboardSettings.foldersHint' },
  { name: 'export_enabled', label: 'dashboardSettings.export', hint: 'dashboardSettings.exportHint' },
  { name: 'import_enabled', label: 'dashboardSettings.import', hint: 'dashboardSettings.importHint' },
] as const satisfies readonly SwitchText[];

const updates = {
  name: 'updates_enabled',
  label: 'dashboardSettings.updates',
  hint: 'dashboardSettings.updatesHint',
} as const satisfies SwitchText;

/** What updates rule, in the order of core `optionsForcedOffWithoutUpdates`. */
const ruledByUpdates = [
  { name: 'assignment_enabled', label: 'dashboardSettings.assignment', hint: 'dashboardSettings.assignmentHint' },
  { name: 'urgency_enabled', label: 'dashboardSettings.urgency', hint: 'dashboardSettings.urgencyHint' },
  { name: 'lifecycle_enabled', label: 'dashboardSettings.lifecycle', hint: 'dashboardSettings.lifecycleHint' },
  { name: 'mobile_updates_enabled', label: 'dashboardSettings.mobileUpdates', hint: 'dashboardSettings.mobileUpdatesHint' },
] as const satisfies readonly SwitchText[];

/**
 * The admin Settings → dashboard configuration screen: switches for what is on for everyone —
 * analytics, messaging, organizations, stories, folders, export, import and updates, with what updates
 * rule under it (assignment, urgency, progress, updates in the mobile app), shown off and locked while
 * updates are off, as the server then turns them off. Saves only what changed through `PUT /options`;
 * the options store then holds the new values, so the navigation, filters, report view and admin tabs
 * follow without a reload. For the Administrator: the server refuses anyone else.
 */
export function DashboardSettings({ onSaved, headingLevel = 1 }: DashboardSettingsProps) {
  const t = useT();
  return (
    <OptionsGate loadFailed={t('dashboardSettings.loadFailed')} retry={t('dashboardSettings.retry')}>
      {(options) => <DashboardSettingsForm options={options} onSaved={onSaved} headingLevel={headingLevel} />}
    </OptionsGate>
  );
}

interface FormProps {
  options: Options;
  onSaved: DashboardSettingsProps['onSaved'];
  headingLevel: HeadingLevel;
}

function DashboardSettingsForm({ options, onSaved, headingLevel }: FormProps) {
  const t = useT();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    handleSubmit,
    setError,
    reset,
    control,
    formState: { isSubmitting, submitCount },
  } = useForm<DashboardSettingsValues>({ defaultValues: dashboardSettingsValues(options), shouldFocusError: false });
  const updatesOn = useWatch({ control, name: 'updates_enabled' });

  useFocusFirstInvalid(formRef, submitCount);

  const submit = handleSubmit(
    useOptionsSave({
      options,
      changesOf: dashboardSettingsChanges,
      noChanges: 'dashboardSettings.noChanges',
      setError,
      onStored: (saved) => {
        reset(dashboardSettingsValues(saved));
      },
      onSaved,
    }),
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className={clsx(form.card, styles.root)}
    >
      <Heading level={headingLevel} id={`${id}-heading`}>
        {t('dashboardSettings.title')}
      </Heading>
      <p className={form.intro}>{t('dashboardSettings.intro')}</p>

      <fieldset className={styles.section} disabled={isSubmitting}>
        <legend className={styles.legend}>{t('dashboardSettings.featuresSection')}</legend>
        {features.map((feature) => (
          <Switch key={feature.name} control={control} {...feature} />
        ))}
      </fieldset>

      <fieldset className={styles.section} disabled={isSubmitting}>
        <legend className={styles.legend}>{t('dashboardSettings.updatesSection')}</legend>
        <Switch control={control} {...updates} />
        <div className={styles.ruled}>
          {ruledByUpdates.map((ruled) => (
            <Switch key={ruled.name} control={control} {...ruled} forcedOff={!updatesOn} />
          ))}
        </div>
      </fieldset>

      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t(isSubmitting ? 'dashboardSettings.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
}

interface SwitchProps extends SwitchText {
  control: Control<DashboardSettingsValues>;
  /** shown off and locked, saying why (updates are off); what it holds comes back when they are on again */
  forcedOff?: boolean;
}

/** One option as a checkbox with its hint, and a refused value beside it. */
function Switch({ control, name, label, hint, forcedOff = false }: SwitchProps) {
  const t = useT();
  const message = useValidationMessage();
  const {
    field: { ref, ...field },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <Checkbox
      ref={ref}
      name={field.name}
      label={t(label)}
      hint={t(forcedOff ? 'dashboardSettings.forcedOff' : hint)}
      error={error?.message ? message(error.message) : undefined}
      checked={forcedOff ? false : field.value}
      disabled={forcedOff}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
    />
  );
}
