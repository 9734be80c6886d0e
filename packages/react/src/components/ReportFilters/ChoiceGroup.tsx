import * as styles from './ReportFilters.css.js';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/** A small set of checkboxes under a legend (lifecycle, urgency, verification, visibility). */
export function ChoiceGroup<V extends string | number>({
  legend,
  choices,
  value = [],
  onChange,
}: {
  legend: string;
  choices: readonly Choice<V>[];
  value?: readonly V[] | undefined;
  onChange: (value: V[]) => void;
}) {
  const toggle = (choice: V, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== choice), choice] : value.filter((v) => v !== choice));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>{legend}</legend>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={String(choice.value)}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                className={styles.box}
                checked={value.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              {choice.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
