import type { MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';

// the parser's TYPE numbers, its enum used as types only: a bundle without the parser keeps none of its code
const LITERAL: TYPE.literal = 0;
const ARGUMENT: TYPE.argument = 1;
const NUMBER: TYPE.number = 2;
const DATE: TYPE.date = 3;
const TIME: TYPE.time = 4;
const SELECT: TYPE.select = 5;
const PLURAL: TYPE.plural = 6;
const POUND: TYPE.pound = 7;
const TAG: TYPE.tag = 8;

/** What a message's arguments may be: text, numbers, dates, and functions for rich-text tags. */
export type MessageValues = Record<string, string | number | Date | ((chunks: string[]) => string) | undefined>;

// the named styles of ICU (`{n, number, percent}`, `{d, date, short}`), as intl-messageformat defines them
const numberStyles: Record<string, Intl.NumberFormatOptions> = { integer: { maximumFractionDigits: 0 }, percent: { style: 'percent' } };
const dateStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const timeStyles: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

// Intl's formatters are slow to make and fine to share: one per language and options
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function intl<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: new (locale: string, options?: object) => T,
  locale: string,
  options: object = {},
): T {
  const key = `${kind.name} ${locale} ${JSON.stringify(options)}`;
  let found = made.get(key) as T | undefined;
  if (!found) made.set(key, (found = new kind(locale, options)));
  return found;
}

/** A named style or a skeleton's options (`{n, number, ::percent}`: the parser reads skeletons into `parsedOptions`). */
function styleOf<T>(style: unknown, named: Record<string, T>): T | undefined {
  if (typeof style === 'string') return named[style];
  return (style as { parsedOptions?: T } | null)?.parsedOptions;
}

/**
 * An ICU message, as the syntax tree of @formatjs/icu-messageformat-parser, formatted in `locale`: the
 * catalogues reach the elements' bundle already parsed (build/precompileMessages.mjs), and this is all
 * the formatting they need. Throws on a missing value or one the message cannot take, like
 * intl-messageformat, whose formatter this replaces (docs/decisions.md).
 */
export function formatMessage(elements: readonly MessageFormatElement[], locale: string, values: MessageValues = {}, pound?: number): string {
  let text = '';
  for (const element of elements) {
    if (element.type === LITERAL) {
      text += element.value;
      continue;
    }
    if (element.type === POUND) {
      if (pound !== undefined) text += intl(Intl.NumberFormat, locale).format(pound);
      continue;
    }
    if (!Object.hasOwn(values, element.value)) throw new Error(`missing value "${element.value}"`);
    const value = values[element.value];
    switch (element.type) {
      case ARGUMENT:
        text += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
        break;
      case NUMBER: {
        const style = styleOf(element.style, numberStyles) as (Intl.NumberFormatOptions & { scale?: number }) | undefined;
        text += intl(Intl.NumberFormat, locale, style).format((value as number) * (style?.scale ?? 1));
        break;
      }
      case DATE:
      case TIME: {
        const style = styleOf(element.style, element.type === DATE ? dateStyles : timeStyles);
        text += intl(Intl.DateTimeFormat, locale, style ?? (element.type === TIME ? timeStyles.medium : undefined)).format(value as Date | number);
        break;
      }
      case TAG:
        if (typeof value !== 'function') throw new Error(`"${element.value}" must be a function`);
        text += value([formatMessage(element.children, locale, values, pound)]);
        break;
      case SELECT: {
        const option = (Object.hasOwn(element.options, String(value)) ? element.options[String(value)] : undefined) ?? element.options.other;
        if (!option) throw new Error(`no option of "${element.value}" for ${String(value)}`);
        text += formatMessage(option.value, locale, values);
        break;
      }
      case PLURAL: {
        const count = Number(value) - (element.offset || 0);
        const exact = `=${String(value)}`;
        const option = Object.hasOwn(element.options, exact)
          ? element.options[exact]
          : (element.options[intl(Intl.PluralRules, locale, { type: element.pluralType }).select(count)] ?? element.options.other);
        if (!option) throw new Error(`no option of "${element.value}" for ${String(value)}`);
        text += formatMessage(option.value, locale, values, count);
        break;
      }
    }
  }
  return text;
}
