import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { MessageKey, Options } from '@fieldwatch/core';
import { FieldShell } from '../../internal/FieldShell.js';
import { control as controlStyle } from '../../internal/FieldShell.css.js';
import * as form from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useOptionsSave } from '../../internal/useOptionsSave.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { Select } from '../Select/index.js';
import { TextArea } from '../TextArea/index.js';
import { TextField } from '../TextField/index.js';
import { PublicSiteImageField } from './PublicSiteImageField.js';
import {
  isHexColor,
  publicSiteChanges,
  publicSiteLanguages,
  publicSiteResolver,
  publicSiteTextLimit,
  publicSiteTextLimits,
  publicSiteValues,
  type PublicSiteSettingName,
  type PublicSiteValues,
} from './publicSiteValues.js';
import * as styles from './PublicSiteSettings.css.js';
import { useFocusFirstInvalid } from '../../internal/useFocusFirstInvalid.js';

export interface PublicSiteSettingsProps {
  /** Called after a save with every option as stored. */
  onSaved?: (options: Options) => void;
  /**
   * Level of the screen's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

const toggles = [
  { name: 'public_map_enabled', label: 'publicSite.mapEnabled', hint: 'publicSite.mapEnabledHint' },
  { name: 'public_grievance_enabled', label: 'publicSite.grievanceEnabled', hint: 'publicSite.grievanceEnabledHint' },
  { name: 'public_brand_enabled', label: 'publicSite.brandEnabled', hint: 'publicSite.brandEnabledHint' },
] as const satisfies readonly { name: PublicSiteSettingName; label: MessageKey; hint: MessageKey }[];

// the form's own message keys; anything else is a validation key (docs/validation.md)
const ownMessages = new Set<string>(['publicSite.textTooLong', 'publicSite.colorInvalid']);

/**
 * The admin Settings → public site screen: what the public site and partner embeds show — the map,
 * the grievance portal and the brand (toggles), its language, tagline, primary color, about-us text and
 * contact, and its cover and about-us images. Saves only what changed through `PUT /options` and says
 * "Settings saved"; the images are saved as soon as they are chosen. For the Administrator:
 * the server refuses anyone else.
 */
export function PublicSiteSettings({ onSaved, headingLevel = 1 }: PublicSiteSettingsProps) {
  const t = useT();
  return (
    <OptionsGate loadFailed={t('publicSite.loadFailed')} retry={t('publicSite.retry')}>
      {(options) => <PublicSiteForm options={options} onSaved={onSaved} headingLevel={headingLevel} />}
    </OptionsGate>
  );
}

interface FormProps {
  options: Options;
  onSaved: PublicSiteSettingsProps['onSaved'];
  headingLevel: HeadingLevel;
}

function PublicSiteForm({ options, onSaved, headingLevel }: FormProps) {
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
  } = useForm<PublicSiteValues>({
    resolver: publicSiteResolver,
    defaultValues: publicSiteValues(options),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // the refs apart from the values and handlers that render reads: an object that holds a ref counts as a ref
  const { ref: colorRef, ...color } = useController({ control, name: 'public_primary_colour' }).field;
  const { ref: aboutRef, ...about } = useController({ control, name: 'public_about' }).field;
  // the picker keeps the last color it can show while the hex text is being typed
  const [lastColor, setLastColor] = useState(options.public_primary_colour);
  const pickerColor = isHexColor(color.value) ? color.value.trim().toLowerCase() : lastColor;
  if (pickerColor !== lastColor) setLastColor(pickerColor);

  useFocusFirstInvalid(formRef, submitCount);

  const errorText = (name: PublicSiteSettingName): string | undefined => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    if (!ownMessages.has(key)) return message(key);
    return t(key as MessageKey, { max: publicSiteTextLimit(name) ?? 0 });
  };

  const submit = handleSubmit(
    useOptionsSave({
      options,
      changesOf: publicSiteChanges,
      noChanges: 'publicSite.noChanges',
      setError,
      onStored: (saved) => {
        reset(publicSiteValues(saved));
      },
      onSaved,
    }),
  );

  const languageOptions = publicSiteLanguages(options).map((language) => ({
    value: language.locale,
    label: language.name,
    lang: language.tag,
  }));

  return (
    <section aria-labelledby={`${id}-heading`} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={`${id}-heading`}>
        {t('publicSite.title')}
      </Heading>
      <p className={form.intro}>{t('publicSite.intro')}</p>

      <div className={styles.columns}>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className={styles.section} disabled={isSubmitting}>
            <legend className={styles.legend}>{t('publicSite.featuresSection')}</legend>
            {toggles.map((toggle) => (
              <Checkbox key={toggle.name} label={t(toggle.label)} hint={t(toggle.hint)} {...register(toggle.name)} />
            ))}
          </fieldset>

          <fieldset className={styles.section} disabled={isSubmitting}>
            <legend className={styles.legend}>{t('publicSite.contentSection')}</legend>
            <Select
              label={t('publicSite.language')}
              hint={t('publicSite.languageHint')}
              options={languageOptions}
              error={errorText('public_language')}
              {...register('public_language')}
            />
            <TextField
              label={t('publicSite.tagline')}
              hint={t('publicSite.taglineHint', { max: publicSiteTextLimits.public_tagline })}
              dir="auto"
              autoComplete="off"
              error={errorText('public_tagline')}
              {...register('public_tagline')}
            />
            <FieldShell label={t('publicSite.color')} hint={t('publicSite.colorHint')} error={errorText('public_primary_colour')}>
              {(wiring) => (
                <span className={styles.colorControl}>
                  <input
                    type="color"
                    className={styles.colorPicker}
                    aria-label={t('publicSite.colorPicker')}
                    value={pickerColor}
                    onChange={(event) => color.onChange(event.target.value)}
                    onBlur={color.onBlur}
                  />
                  <input
                    {...wiring}
                    ref={colorRef}
                    name={color.name}
                    value={color.value}
                    onChange={(event) => color.onChange(event.target.value)}
                    onBlur={color.onBlur}
                    dir="ltr"
                    spellCheck={false}
                    autoComplete="off"
                    maxLength={7}
                    className={clsx(controlStyle, styles.colorText)}
                  />
                </span>
              )}
            </FieldShell>
            <TextArea
              label={t('publicSite.about')}
              hint={t('publicSite.aboutHint')}
              dir="auto"
              limit={publicSiteTextLimits.public_about}
              minRows={4}
              error={errorText('public_about')}
              ref={aboutRef}
              name={about.name}
              value={about.value}
              onChange={(event) => about.onChange(event.target.value)}
              onBlur={about.onBlur}
            />
          </fieldset>

          <fieldset className={styles.section} disabled={isSubmitting}>
            <legend className={styles.legend}>{t('publicSite.contactSection')}</legend>
            <TextField
              label={t('publicSite.contactName')}
              dir="auto"
              autoComplete="off"
              error={errorText('public_contact_name')}
              {...register('public_contact_name')}
            />
            <TextField
              label={t('publicSite.contactEmail')}
              type="email"
              dir="ltr"
              autoComplete="off"
              error={errorText('public_contact_email')}
              {...register('public_contact_email')}
            />
            <TextField
              label={t('publicSite.contactPhone')}
              type="tel"
              dir="ltr"
              autoComplete="off"
              error={errorText('public_contact_phone')}
              {...register('public_contact_phone')}
            />
          </fieldset>

          <div className={form.actions}>
            <Button type="submit" busy={isSubmitting}>
              {t(isSubmitting ? 'publicSite.saving' : 'common.save')}
            </Button>
          </div>
        </form>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('publicSite.imagesSection')}</legend>
          <p className={styles.note}>{t('publicSite.imagesNote')}</p>
          <PublicSiteImageField kind="cover" />
          <PublicSiteImageField kind="about" />
        </fieldset>
      </div>
    </section>
  );
}
