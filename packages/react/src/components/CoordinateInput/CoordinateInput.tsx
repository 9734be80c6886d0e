import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { formatDms, limits, parseCoordinate, toDms, type Axis, type Hemisphere, type MessageKey } from '@fieldwatch/core';
import { control } from '../../internal/FieldShell.css.js';
import { Icon } from '../../internal/icons.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { Button } from '../Button/index.js';
import * as styles from './CoordinateInput.css.js';

export type CoordinateFormat = 'decimal' | 'dms';

export interface CoordinateInputProps {
  /** The latitude as typed: decimal (`51.528558`) or degrees-minutes-seconds (`51°31'42.8"N`). */
  latitude: string;
  /** The longitude as typed, in either form. */
  longitude: string;
  /** A coordinate changed; `text` is what to keep (DMS fields are joined into one `51°31'42.8"N` text). */
  onChange: (axis: Axis, text: string) => void;
  /** A coordinate's input lost focus (forms validate on it). */
  onBlur?: (axis: Axis) => void;
  /**
   * The latitude's error in words. When not given, the component checks the text itself once the
   * field was left: required, and from -90 to 90 (longitude: -180 to 180).
   */
  latitudeError?: string | undefined;
  /** The longitude's error in words; checked by the component when not given. */
  longitudeError?: string | undefined;
  /**
   * The group's visible title.
   * @default 'Location'
   */
  legend?: ReactNode;
  /**
   * The form of entry shown first.
   * @default 'decimal'
   */
  defaultFormat?: CoordinateFormat;
  /** @default false */
  disabled?: boolean;
  /** Receives the first input of an axis, so a form can focus a field with an error. */
  inputRef?: (axis: Axis, element: HTMLInputElement | null) => void;
  /** Shown in the group under the fields: the report form puts its map for choosing the place there. */
  children?: ReactNode;
}

interface DmsParts {
  degrees: string;
  minutes: string;
  seconds: string;
  hemisphere: Hemisphere;
}

const axes: readonly Axis[] = ['latitude', 'longitude'];
const hemispheres: Record<Axis, readonly Hemisphere[]> = { latitude: ['N', 'S'], longitude: ['E', 'W'] };
const limitDegrees: Record<Axis, number> = { latitude: limits.latitudeMax, longitude: limits.longitudeMax };

/** The DMS fields for a typed text (empty fields when it is not a coordinate yet). */
function partsOf(axis: Axis, text: string): DmsParts {
  const value = parseCoordinate(axis, text);
  if (typeof value !== 'number') return { degrees: '', minutes: '', seconds: '', hemisphere: hemispheres[axis][0]! };
  const dms = toDms(axis, value);
  return { degrees: String(dms.degrees), minutes: String(dms.minutes), seconds: String(dms.seconds), hemisphere: dms.hemisphere };
}

/** At 90° latitude or 180° longitude, minutes and seconds are forced to 0 (there is no further to go). */
const atLimit = (axis: Axis, parts: DmsParts) => parts.degrees.trim() !== '' && Number(parts.degrees) === limitDegrees[axis];

/** One text that `parseCoordinate` reads; empty minutes or seconds count as 0. */
function textOf(axis: Axis, parts: DmsParts): string {
  const degrees = parts.degrees.trim();
  if (!degrees && !parts.minutes.trim() && !parts.seconds.trim()) return '';
  const forced = atLimit(axis, parts);
  const minutes = forced ? '0' : parts.minutes.trim() || '0';
  const seconds = forced ? '0' : parts.seconds.trim() || '0';
  return `${degrees}°${minutes}'${seconds}"${parts.hemisphere}`;
}

/**
 * A location: latitude and longitude typed in decimal degrees or in degrees, minutes and seconds with
 * N/S or E/W, kept with 6 decimals, checked (required; latitude -90 to 90, longitude -180 to 180;
 * minutes and seconds 0 to 59), and copied to the clipboard in either form. The text fields also accept
 * a pasted `51°31'42.8"N`.
 */
export function CoordinateInput({
  latitude,
  longitude,
  onChange,
  onBlur,
  latitudeError,
  longitudeError,
  legend,
  defaultFormat = 'decimal',
  disabled = false,
  inputRef,
  children,
}: CoordinateInputProps) {
  const t = useT();
  const message = useValidationMessage();
  const alerts = useAlertsStore();
  const id = useId();
  const [format, setFormat] = useState<CoordinateFormat>(defaultFormat);
  const [parts, setParts] = useState<Record<Axis, DmsParts>>(() => ({
    latitude: partsOf('latitude', latitude),
    longitude: partsOf('longitude', longitude),
  }));
  // texts this input did not write (a pin moved on a map, a form reset) become the DMS fields too
  const [written, setWritten] = useState({ latitude, longitude });
  if (written.latitude !== latitude || written.longitude !== longitude) {
    setWritten({ latitude, longitude });
    setParts((current) => ({
      latitude: textOf('latitude', current.latitude) === latitude ? current.latitude : partsOf('latitude', latitude),
      longitude: textOf('longitude', current.longitude) === longitude ? current.longitude : partsOf('longitude', longitude),
    }));
  }
  const [left, setLeft] = useState<Record<Axis, boolean>>({ latitude: false, longitude: false });
  const texts: Record<Axis, string> = { latitude, longitude };
  const values = { latitude: parseCoordinate('latitude', latitude), longitude: parseCoordinate('longitude', longitude) };
  const given: Record<Axis, string | undefined> = { latitude: latitudeError, longitude: longitudeError };
  const errorOf = (axis: Axis) => {
    if (given[axis]) return given[axis];
    const value = values[axis];
    return left[axis] && typeof value !== 'number' ? message(value) : undefined;
  };
  const lat = values.latitude;
  const lng = values.longitude;
  const complete = typeof lat === 'number' && typeof lng === 'number';

  const leave = (axis: Axis) => {
    setLeft((current) => ({ ...current, [axis]: true }));
    onBlur?.(axis);
  };

  const switchTo = (next: CoordinateFormat) => {
    setFormat(next);
    if (next === 'dms') {
      setParts({ latitude: partsOf('latitude', latitude), longitude: partsOf('longitude', longitude) });
      return;
    }
    // back to decimal: show the number the DMS fields make, with its 6 decimals
    for (const axis of axes) {
      const value = values[axis];
      if (typeof value === 'number') onChange(axis, String(value));
    }
  };

  const changePart = (axis: Axis, patch: Partial<DmsParts>) => {
    const next = { ...parts[axis], ...patch };
    if (atLimit(axis, next)) Object.assign(next, { minutes: '0', seconds: '0' });
    setParts((current) => ({ ...current, [axis]: next }));
    onChange(axis, textOf(axis, next));
  };

  const copy = async (form: CoordinateFormat) => {
    if (!complete) return;
    const text =
      form === 'decimal'
        ? `${lat.toFixed(limits.coordinateStoredDecimals)}, ${lng.toFixed(limits.coordinateStoredDecimals)}`
        : `${formatDms('latitude', lat)} ${formatDms('longitude', lng)}`;
    try {
      await navigator.clipboard.writeText(text);
      alerts.getState().push('success', form === 'decimal' ? 'coordinates.copiedDecimal' : 'coordinates.copiedDms');
    } catch {
      alerts.getState().push('error', 'coordinates.copyFailed');
    }
  };

  const axisLabel: Record<Axis, MessageKey> = { latitude: 'coordinates.latitude', longitude: 'coordinates.longitude' };

  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{legend ?? t('coordinates.legend')}</legend>

      <div role="radiogroup" aria-label={t('coordinates.format')} className={styles.formats}>
        {(['decimal', 'dms'] as const).map((option) => (
          <label key={option} className={styles.format}>
            <input type="radio" name={`${id}-format`} value={option} checked={format === option} onChange={() => switchTo(option)} />
            {t(option === 'decimal' ? 'coordinates.formatDecimal' : 'coordinates.formatDms')}
          </label>
        ))}
      </div>

      <div className={styles.axes}>
        {axes.map((axis) => {
          const error = errorOf(axis);
          const errorId = `${id}-${axis}-error`;
          const wiring = { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': error ? errorId : undefined };
          if (format === 'decimal') {
            return (
              <div key={axis} className={styles.axis}>
                <label htmlFor={`${id}-${axis}`} className={styles.label}>
                  {t(axisLabel[axis])}
                </label>
                <input
                  ref={(element) => inputRef?.(axis, element)}
                  id={`${id}-${axis}`}
                  type="text"
                  inputMode="decimal"
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={axis === 'latitude' ? '51.528558' : '-0.241682'}
                  value={texts[axis]}
                  onChange={(event) => onChange(axis, event.target.value)}
                  onBlur={() => leave(axis)}
                  className={clsx(control, styles.number)}
                  {...wiring}
                />
                <p id={errorId} className={styles.error} aria-live="polite">
                  {error}
                </p>
              </div>
            );
          }
          const axisParts = parts[axis];
          const forced = atLimit(axis, axisParts);
          return (
            <fieldset key={axis} className={styles.axis} {...(error ? { 'aria-describedby': errorId } : {})}>
              <legend className={styles.label}>{t(axisLabel[axis])}</legend>
              <div className={styles.dms}>
                {(['degrees', 'minutes', 'seconds'] as const).map((part) => (
                  <label key={part} className={styles.dmsPart}>
                    <span className={styles.partLabel}>{t(`coordinates.${part}`)}</span>
                    <input
                      ref={part === 'degrees' ? (element) => inputRef?.(axis, element) : undefined}
                      type="number"
                      inputMode={part === 'seconds' ? 'decimal' : 'numeric'}
                      dir="ltr"
                      min={0}
                      max={part === 'degrees' ? limitDegrees[axis] : 59}
                      step={part === 'seconds' ? 'any' : 1}
                      value={axisParts[part]}
                      disabled={part !== 'degrees' && forced}
                      onChange={(event) => changePart(axis, { [part]: event.target.value })}
                      onBlur={() => leave(axis)}
                      className={clsx(control, styles.number)}
                      {...wiring}
                    />
                  </label>
                ))}
                <label className={styles.dmsPart}>
                  <span className={styles.partLabel}>{t('coordinates.hemisphere')}</span>
                  <select
                    value={axisParts.hemisphere}
                    onChange={(event) => changePart(axis, { hemisphere: event.target.value as Hemisphere })}
                    onBlur={() => leave(axis)}
                    className={clsx(control, styles.hemisphere)}
                    {...wiring}
                  >
                    {hemispheres[axis].map((letter) => (
                      <option key={letter} value={letter}>
                        {letter}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <p id={errorId} className={styles.error} aria-live="polite">
                {error}
              </p>
            </fieldset>
          );
        })}
      </div>

      {children}

      <dl className={styles.readout}>
        <div className={styles.readoutRow}>
          <dt>{t('coordinates.formatDecimal')}</dt>
          {/* the copy button belongs to the value: a <dl> row may hold only <dt> and <dd> */}
          <dd className={styles.readoutDefinition}>
            <span dir="ltr" className={styles.readoutValue}>
              {complete ? `${lat.toFixed(limits.coordinateStoredDecimals)}, ${lng.toFixed(limits.coordinateStoredDecimals)}` : '—'}
            </span>
            <Button variant="link" disabled={!complete} onClick={() => void copy('decimal')}>
              <Icon name="copy" size={16} />
              {t('coordinates.copyDecimal')}
            </Button>
          </dd>
        </div>
        <div className={styles.readoutRow}>
          <dt>{t('coordinates.formatDms')}</dt>
          <dd className={styles.readoutDefinition}>
            <span dir="ltr" className={styles.readoutValue}>
              {complete ? `${formatDms('latitude', lat)} ${formatDms('longitude', lng)}` : '—'}
            </span>
            <Button variant="link" disabled={!complete} onClick={() => void copy('dms')}>
              <Icon name="copy" size={16} />
              {t('coordinates.copyDms')}
            </Button>
          </dd>
        </div>
      </dl>
    </fieldset>
  );
}
