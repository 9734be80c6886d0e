import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';

// libphonenumber-js with its full metadata ("max"): a number is checked against the real numbering plan of its
// country, not only its length (docs/decisions.md, "Emergency contact numbers")

/** A contact number as the form holds it: the country of its dialing code (ISO 3166 `GB`), and the number as typed. */
export interface PhoneRow {
  country: string;
  number: string;
}

/** Why a row cannot be saved, as message keys beside its fields. */
export interface PhoneRowProblem {
  country?: string;
  number?: string;
}

const countries = new Set<string>(getCountries());
const isCountry = (value: string): value is CountryCode => countries.has(value);

/** Every country with its dialing code (`United Kingdom (+44)`), named in `languageTag`, in that language's order. */
export function dialingCodes(languageTag: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([languageTag], { type: 'region', fallback: 'code' });
  } catch {
    // a runtime without region names: the codes themselves
  }
  const collator = new Intl.Collator(languageTag);
  return getCountries()
    .map((country) => ({ country, name: names?.of(country) ?? country }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ country, name }) => ({ value: country, label: `${name} (+${getCountryCallingCode(country)})` }));
}

/**
 * The number of a row in international form (E.164, `+442079460958`), or null when it is not a valid
 * number. A number typed with its `+` needs no country; any other is read as a number of the country chosen.
 */
export function e164Of({ country, number }: PhoneRow): string | null {
  const text = number.trim();
  const options = isCountry(country) ? { defaultCountry: country } : {};
  if (!text || !isValidPhoneNumber(text, options)) return null;
  return parsePhoneNumberFromString(text, { ...options, extract: false })?.number ?? null;
}

/** A stored number as a row: its country (the first with its dialing code when the number names none) and its national number. */
export function phoneRowOf(e164: string): PhoneRow {
  const parsed = parsePhoneNumberFromString(e164, { extract: false });
  if (!parsed) return { country: '', number: e164 };
  const country = parsed.country ?? getCountries().find((code) => getCountryCallingCode(code) === parsed.countryCallingCode);
  // a number of no country (+800…) stays whole, with its +
  return country ? { country, number: parsed.nationalNumber } : { country: '', number: parsed.number };
}

/** What stops each row from being saved: no number, no country, a number that is not valid, the same number twice. */
export function phoneRowProblems(rows: readonly PhoneRow[]): (PhoneRowProblem | undefined)[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const text = row.number.trim();
    if (!text) return { number: 'appSettings.phoneRequired' };
    if (!text.startsWith('+') && !isCountry(row.country)) return { country: 'appSettings.phoneCountryRequired' };
    const e164 = e164Of(row);
    if (!e164) return { number: 'appSettings.phoneInvalid' };
    if (seen.has(e164)) return { number: 'appSettings.phoneDuplicate' };
    seen.add(e164);
    return undefined;
  });
}

/** The ids of a comma list (`3,1`), each once, in ascending order, as the option is sent. */
export function idList(ids: readonly string[]): string {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => /^\d+$/.test(id)))].sort((a, b) => Number(a) - Number(b)).join(',');
}
