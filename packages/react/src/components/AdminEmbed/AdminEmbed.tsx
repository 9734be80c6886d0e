import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import type { MessageKey, OptionName, Options } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useClient } from '../../provider/useClient.js';
import { errorMessageKey } from '../../provider/useErrorAlert.js';
import { useOptions, useOptionsStore } from '../../provider/useOptions.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { useSdkInfo } from '../../resources/hooks.js';
import { Button } from '../Button/index.js';
import { Select } from '../Select/index.js';
import { TextField } from '../TextField/index.js';
import * as styles from './AdminEmbed.css.js';

/**
 * The part of a Custom Elements Manifest (`@fieldwatch/elements/custom-elements.json`) the Embed tab reads:
 * each element's tag and attributes with their types and defaults. Passed in by the host, so that this
 * package never depends on the elements (which are built from it).
 */
export interface EmbedManifest {
  modules: ReadonlyArray<{
    declarations?: ReadonlyArray<{
      tagName?: string;
      customElement?: boolean;
      attributes?: ReadonlyArray<{ name: string; type?: { text: string }; default?: string }>;
    }>;
  }>;
}

/** An attribute as the Embed tab offers it: how it is typed, and its default as written in HTML. */
export interface EmbedAttribute {
  name: string;
  kind: 'string' | 'number' | 'boolean' | 'enum';
  /** for `enum`: the values, in the manifest's order */
  values: readonly string[];
  default: string | undefined;
}

export interface EmbedElement {
  tag: string;
  attributes: readonly EmbedAttribute[];
}

/** The server options an element needs before it shows anything on a partner page. */
export type EmbedSetting = Extract<OptionName, 'public_map_enabled' | 'anonymous_enabled' | 'anonymous_organization' | 'stories_enabled'>;

/** Where the dashboard sets each option (its settings tabs). */
export const embedSettingsLinks: Readonly<Record<EmbedSetting, string>> = {
  public_map_enabled: '/admin/settings/public-site',
  anonymous_enabled: '/admin/settings/app',
  anonymous_organization: '/admin/settings/app',
  stories_enabled: '/admin/settings/dashboard',
};

/** Which options each element needs (docs/embedding.md "Server settings"). */
const neededSettings: Readonly<Record<string, readonly EmbedSetting[]>> = {
  'report-map': ['public_map_enabled'],
  'report-list': ['public_map_enabled'],
  'report-form': ['anonymous_enabled', 'anonymous_organization'],
  'report-story': ['stories_enabled'],
};

const settingLabels: Readonly<Record<EmbedSetting, MessageKey>> = {
  public_map_enabled: 'publicSite.mapEnabled',
  anonymous_enabled: 'appSettings.anonymousEnabled',
  anonymous_organization: 'appSettings.organization',
  stories_enabled: 'dashboardSettings.stories',
};

const elementLabels: Readonly<Record<string, MessageKey>> = {
  'report-map': 'embed.element.map',
  'report-form': 'embed.element.form',
  'report-list': 'embed.element.list',
  'report-story': 'embed.element.story',
};

/**
 * Whether an option is in the state the element needs: a switch on, an organization chosen. The public
 * switches are off until turned on; stories are on unless switched off.
 */
const isReady = (setting: EmbedSetting, options: Options) =>
  setting === 'anonymous_organization'
    ? options.anonymous_organization.trim() !== ''
    : setting === 'stories_enabled'
      ? options.stories_enabled !== '0'
      : options[setting] === '1';

/** `'a' | 'b'` (a manifest's type text of an enum) → its values; null for any other type. */
function enumValues(type: string): string[] | null {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

/** A manifest default (the JavaScript value's text, `"public"`, `10`) as it would be written in HTML. */
function htmlDefault(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : String(value);
  } catch {
    return text;
  }
}

/** The elements of a manifest that the tab offers, with their attributes. */
export function embeddableElements(manifest: EmbedManifest): EmbedElement[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((declaration) => {
      if (!declaration.customElement || !declaration.tagName) return [];
      const attributes = (declaration.attributes ?? []).map((attribute): EmbedAttribute => {
        const type = attribute.type?.text ?? 'string';
        const values = enumValues(type);
        const kind = values ? 'enum' : type === 'number' || type === 'boolean' ? type : 'string';
        return { name: attribute.name, kind, values: values ?? [], default: htmlDefault(attribute.default) };
      });
      return [{ tag: declaration.tagName, attributes }];
    }),
  );
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The code a partner pastes: the module script pinned to the served version by its integrity hash, then
 * the element with the attributes that were given (empty ones are left out: the element's default).
 */
export function embedSnippet(
  sdk: { script: string; integrity: string },
  tag: string,
  attributes: Readonly<Record<string, string>>,
): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value.trim())}"`)
    .join('');
  // the map fills its element, which has no height of its own (docs/embedding.md)
  const style = tag === 'report-map' ? ' style="block-size: 30rem"' : '';
  return (
    `<script type="module" src="${escapeAttribute(sdk.script)}" integrity="${escapeAttribute(sdk.integrity)}" crossorigin="anonymous"></script>\n` +
    `<${tag}${written}${style}></${tag}>`
  );
}

export interface AdminEmbedProps {
  /** The elements' Custom Elements Manifest (`@fieldwatch/elements/custom-elements.json`): the elements and attributes offered. */
  manifest: EmbedManifest;
  /**
   * Level of the tab's heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * Where each server option is changed; `null` where the user may not change them (an Organization
   * Admin), which says that an Administrator can.
   * @default embedSettingsLinks (the dashboard's settings tabs)
   */
  settingsLinks?: Readonly<Record<EmbedSetting, string>> | null;
  className?: string;
}

const selectOptions = (s: { options: Options | null }) => s.options;
const selectOptionsFailed = (s: { status: string }) => s.status === 'error';

/** The API's absolute address, for `api-base`: a partner page is on another origin. */
function absoluteApiBase(baseURL: string): string {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  return new URL(baseURL, base).href.replace(/\/+$/, '');
}

/**
 * The admin Embed tab: choose an element and its attributes (from the elements' manifest), copy the
 * snippet — the versioned script with its integrity hash from `GET /sdk`, and the element — and see
 * whether the server options the element needs are on, with a link to each.
 */
export function AdminEmbed({ manifest, headingLevel = 2, settingsLinks = embedSettingsLinks, className }: AdminEmbedProps) {
  const t = useT();
  const client = useClient();
  const Link = useRenderLink();
  const options = useOptions(selectOptions);
  const optionsFailed = useOptions(selectOptionsFailed);
  const optionsStore = useOptionsStore();
  const sdk = useSdkInfo();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const [elements] = useState(() => embeddableElements(manifest));
  const [tag, setTag] = useState(() => elements[0]?.tag ?? '');
  // each element keeps what was typed for it, so switching back and forth loses nothing
  const [values, setValues] = useState<Record<string, Record<string, string>>>(() =>
    Object.fromEntries(
      elements.map((element) => [
        element.tag,
        Object.fromEntries(element.attributes.filter((a) => a.name === 'api-base').map((a) => [a.name, absoluteApiBase(client.baseURL)])),
      ]),
    ),
  );
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const element = elements.find((candidate) => candidate.tag === tag);
  const chosen = values[tag] ?? {};
  const setValue = (name: string, value: string) => {
    setCopied(null);
    setValues((all) => ({ ...all, [tag]: { ...all[tag], [name]: value } }));
  };

  const snippet = sdk.data && element ? embedSnippet(sdk.data, element.tag, chosen) : null;
  const needed = neededSettings[tag] ?? [];
  const somethingOff = options !== null && needed.some((setting) => !isReady(setting, options));

  // the host loads the options after sign-in; a tab opened on its own reads them here (a failure: "could not be read")
  useEffect(() => {
    if (optionsStore.getState().status === 'idle')
      optionsStore
        .getState()
        .load()
        .catch(() => undefined);
  }, [optionsStore]);

  const copy = async () => {
    if (!snippet) return;
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  const field = (attribute: EmbedAttribute) => {
    const label = <span className={styles.attributeName}>{attribute.name}</span>;
    const hint = attribute.default !== undefined ? t('embed.default', { value: attribute.default }) : undefined;
    const value = chosen[attribute.name] ?? '';
    if (attribute.kind === 'enum' || attribute.kind === 'boolean') {
      const choices = attribute.kind === 'boolean' ? ['true', 'false'] : attribute.values;
      return (
        <Select
          key={`${tag}-${attribute.name}`}
          label={label}
          hint={hint}
          value={value}
          onChange={(event) => setValue(attribute.name, event.target.value)}
          options={[{ value: '', label: t('embed.useDefault') }, ...choices.map((choice) => ({ value: choice, label: choice }))]}
        />
      );
    }
    return (
      <TextField
        key={`${tag}-${attribute.name}`}
        label={label}
        hint={hint}
        dir="ltr"
        type={attribute.kind === 'number' ? 'number' : 'text'}
        inputMode={attribute.kind === 'number' ? 'decimal' : undefined}
        value={value}
        onChange={(event) => setValue(attribute.name, event.target.value)}
      />
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t('embed.title')}
      </Heading>
      <p className={styles.intro}>{t('embed.intro')}</p>
      <div className={styles.layout}>
        <div className={styles.choices}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('embed.element')}</legend>
            {elements.map((candidate) => (
              <label key={candidate.tag} className={styles.radio}>
                <input
                  type="radio"
                  name={`${id}-element`}
                  value={candidate.tag}
                  checked={tag === candidate.tag}
                  onChange={() => {
                    setCopied(null);
                    setTag(candidate.tag);
                  }}
                  className={styles.radioInput}
                />
                {elementLabels[candidate.tag] ? t(elementLabels[candidate.tag]!) : candidate.tag}
              </label>
            ))}
          </fieldset>
          {element ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('embed.options')}</legend>
              {element.attributes.map(field)}
            </fieldset>
          ) : null}
        </div>
        <div className={styles.output}>
          {needed.length > 0 ? (
            <section aria-labelledby={`${id}-settings`}>
              <Subheading id={`${id}-settings`} className={styles.subtitle}>
                {t('embed.settings')}
              </Subheading>
              {options === null ? (
                optionsFailed ? (
                  <p className={styles.note}>{t('embed.settingsUnknown')}</p>
                ) : null
              ) : (
                <ul className={styles.settings}>
                  {needed.map((setting) => {
                    const ready = isReady(setting, options);
                    const state =
                      setting === 'anonymous_organization' ? (ready ? 'embed.set' : 'embed.notSet') : ready ? 'embed.on' : 'embed.off';
                    return (
                      <li key={setting} className={styles.setting}>
                        <span>{t(settingLabels[setting])}</span>
                        <span className={ready ? styles.on : styles.off}>{t(state)}</span>
                        {settingsLinks ? (
                          <Link href={settingsLinks[setting]} className={styles.link}>
                            {t('embed.change', { setting: t(settingLabels[setting]) })}
                          </Link>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
              {somethingOff ? <p className={styles.warning}>{t('embed.offWarning')}</p> : null}
              {settingsLinks ? null : <p className={styles.note}>{t('embed.adminOnly')}</p>}
            </section>
          ) : null}
          <section aria-labelledby={`${id}-snippet`}>
            <Subheading id={`${id}-snippet`} className={styles.subtitle}>
              {t('embed.snippet')}
            </Subheading>
            {sdk.status === 'error' ? (
              <p role="alert">{t(errorMessageKey(sdk.error))}</p>
            ) : snippet && sdk.data ? (
              <>
                <p className={styles.note}>{t('embed.version', { version: sdk.data.version })}</p>
                {/* focusable, so that a keyboard user can reach it and select the code */}
                <pre className={styles.code} tabIndex={0} aria-labelledby={`${id}-snippet`}>
                  <code>{snippet}</code>
                </pre>
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => void copy()}>
                    {t('embed.copy')}
                  </Button>
                  <p role="status" className={styles.status}>
                    {copied === 'copied' ? t('embed.copied') : copied === 'failed' ? t('embed.copyFailed') : ''}
                  </p>
                </div>
              </>
            ) : (
              <p role="status">{t('embed.loading')}</p>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
