import clsx from 'clsx';
import { useId } from 'react';
import type { Options } from '@fieldwatch/core';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useT } from '../../i18n/useT.js';
import { useMapService } from '../../map/mapService.js';
import { Button } from '../Button/index.js';
import { BasemapFields } from './BasemapFields.js';
import { PreviewPanel } from './PreviewPanel.js';
import { useBasemapPreview } from './useBasemapPreview.js';
import { useMapSettingsForm } from './useMapSettingsForm.js';
import { ViewFields } from './ViewFields.js';
import * as styles from './MapSettings.css.js';

export interface MapSettingsProps {
  /** Called after a save with every option as stored. */
  onSaved?: (options: Options) => void;
  /**
   * Level of the screen's heading; its sections use the next level.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

/**
 * The admin Settings → map screen: the default center and zoom of every map (options latitude,
 * longitude, zoom; zoom 0–22) and its two basemaps (map and satellite), with a live preview. Saves only
 * what changed through `PUT /options` and says "Settings saved".
 * For the Administrator: the server refuses anyone else.
 */
export function MapSettings({ onSaved, headingLevel = 1 }: MapSettingsProps) {
  const t = useT();
  return (
    <OptionsGate loadFailed={t('mapSettings.loadFailed')} retry={t('mapSettings.retry')}>
      {(options) => <MapSettingsForm options={options} onSaved={onSaved} headingLevel={headingLevel} />}
    </OptionsGate>
  );
}

interface FormProps {
  options: Options;
  onSaved: MapSettingsProps['onSaved'];
  headingLevel: HeadingLevel;
}

/** The form once the options are loaded: its state in hooks, its three sections as parts. */
function MapSettingsForm({ options, onSaved, headingLevel }: FormProps) {
  const t = useT();
  const service = useMapService();
  const headingId = useId();
  const { formRef, control, register, errors, isSubmitting, coordinatesKey, takeView, submit } = useMapSettingsForm({ options, onSaved });
  const preview = useBasemapPreview(control, options, service);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className={clsx(form.card, styles.root)}
    >
      <Heading level={headingLevel} id={headingId}>
        {t('mapSettings.title')}
      </Heading>
      <p className={form.intro}>{t('mapSettings.intro')}</p>

      <div className={styles.columns}>
        <div>
          <ViewFields control={control} options={options} coordinatesKey={coordinatesKey} disabled={isSubmitting} />
          <BasemapFields
            register={register}
            errors={errors}
            styleUrl={preview.styleUrl}
            tokenMissing={preview.tokenMissing}
            onPreview={preview.setPreviewing}
            disabled={isSubmitting}
          />
        </div>

        <PreviewPanel
          control={control}
          service={service}
          source={preview.source}
          previewing={preview.previewing}
          onPreview={preview.setPreviewing}
          satelliteOffered={preview.satelliteOffered}
          name={`${headingId}-preview`}
          onUseView={takeView}
        />
      </div>

      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t(isSubmitting ? 'mapSettings.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
}
