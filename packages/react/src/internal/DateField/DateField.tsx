import { lazy, Suspense, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { FieldShell } from '../FieldShell.js';
import { control } from '../FieldShell.css.js';

export interface DateFieldProps {
  label: ReactNode;
  /** The day as `yyyy-MM-dd`, or '' when none (or not complete yet). */
  value: string;
  /** A complete day as `yyyy-MM-dd`, or '' when the field was emptied or is not complete. */
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  /** The earliest day accepted, `yyyy-MM-dd`. */
  min?: string | undefined;
  /** The latest day accepted, `yyyy-MM-dd`. */
  max?: string | undefined;
  /** An error in words, shown beside the field and announced. */
  error?: string | undefined;
  hint?: ReactNode;
  /** What `focus()` reaches: the day's first part. */
  ref?: Ref<{ focus: () => void }> | undefined;
}

// the localized field (react-aria's, with its date library) is a chunk of its own: the form loads it once drawn
const LocalizedDateField = lazy(() => import('./LocalizedDateField.js'));

/**
 * A day typed in the interface language's order and digits (jj/mm/aaaa in French, yyyy/mm/dd in
 * Chinese, right to left in Arabic), one part after the other with the keyboard (arrows change a part).
 * While its code loads, the browser's date input stands in, with the same value.
 */
export function DateField({ ref, ...props }: DateFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => box.current?.querySelector<HTMLElement>('[role="spinbutton"], input')?.focus(),
  }));
  return (
    <div ref={box}>
      <Suspense fallback={<NativeDateField {...props} />}>
        <LocalizedDateField {...props} />
      </Suspense>
    </div>
  );
}

function NativeDateField({ label, value, onChange, onBlur, name, min, max, error, hint }: Omit<DateFieldProps, 'ref'>) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(wiring) => (
        <input
          type="date"
          className={control}
          name={name}
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          {...wiring}
        />
      )}
    </FieldShell>
  );
}
