import { lazy, Suspense } from 'react';
import type { SchemaForm } from '../../internal/useSchemaForm.js';
import { useT } from '../../i18n/useT.js';
import { CoordinateInput } from '../CoordinateInput/index.js';
import type { ReportFormValues } from './reportFormValues.js';

// the map to choose the place on, with maplibre-gl behind it, loads once a form shows: a page with a
// form downloads neither before that (the elements' form page has a tight budget); the fields work meanwhile
const LocationPicker = lazy(() => import('../LocationPicker/LocationPicker.js').then((module) => ({ default: module.LocationPicker })));

interface LocationFieldsProps {
  form: Pick<SchemaForm<ReportFormValues>, 'field' | 'values' | 'errors' | 'resets'>;
  errorText: (key: string | undefined) => string | undefined;
}

/**
 * Where the event happened: latitude and longitude as typed (decimal or DMS), bound to the form's fields,
 * and a map whose pin sets them. The input remembers which coordinate was left and its DMS parts: it
 * starts again with each reset of the form, or a form cleared after a save would say the emptied
 * coordinates are required.
 */
export function LocationFields({ form, errorText }: LocationFieldsProps) {
  const t = useT();
  return (
    <CoordinateInput
      key={form.resets}
      latitude={form.values.latitude}
      longitude={form.values.longitude}
      onChange={(axis, text) => form.field(axis).onChange(text)}
      onBlur={(axis) => form.field(axis).onBlur()}
      inputRef={(axis, element) => form.field(axis).ref(element)}
      latitudeError={errorText(form.errors.latitude)}
      longitudeError={errorText(form.errors.longitude)}
      legend={t('reportForm.location')}
    >
      <Suspense fallback={null}>
        <LocationPicker
          latitude={form.values.latitude}
          longitude={form.values.longitude}
          onPick={(point) => {
            form.field('latitude').onChange(String(point.latitude));
            form.field('longitude').onChange(String(point.longitude));
          }}
        />
      </Suspense>
    </CoordinateInput>
  );
}
