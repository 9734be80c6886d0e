/**
 * Storybook for the custom elements (docs/decisions.md "Stories for the elements"): each story puts the
 * real element, registered from this package's source, on the page the way a partner's HTML does — an
 * element with kebab-case attributes — and shows the events that reach the page. The API is faked as in
 * the React stories: `parameters.fieldwatch.routes`, answered by the global fetch switch of
 * packages/react/.storybook/preview.tsx (the elements' clients call the global fetch).
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ArgTypes } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import '../define.js';
import { adoptStyles } from '../adopt-styles.js';
import { elementDeclarations, reportMap, type AttributeDeclaration, type ElementDeclaration } from '../declarations.js';

export type ElementTag = (typeof elementDeclarations)[number]['tag'];

/** The attributes a story sets, as written in HTML (`undefined`: not written). */
export type ElementAttributes = Record<string, string | number | boolean | undefined>;

/** Every event an element sends (src/declarations.ts). */
const elementEvents = [...new Set(elementDeclarations.flatMap((element) => element.events.map((event) => event.name)))];

/** An element's attributes as a story's controls set them: as written in HTML, a number where it is one. */
export type StoryAttributes<A> = { [K in keyof A]?: [Extract<A[K], number>] extends [never] ? string : string | number };

/** The choices of the `locale` control: the element's languages, or none (the toolbar's language). */
const localeOptions = ['', ...reportMap.attributes.locale.values];

/** What the docs page says of one attribute, event or part, and the control that sets an attribute. */
interface ElementArgType {
  name: string;
  description: string;
  control: false | 'text' | 'number' | 'select' | 'inline-radio';
  options?: readonly string[];
  table: { category: string; type?: { summary: string }; defaultValue?: { summary: string } };
}

/** An attribute's type as the docs page shows it: its values for an enum, else its kind. */
const typeSummary = (attribute: AttributeDeclaration) =>
  attribute.type === 'enum'
    ? attribute.values.map((value) => `'${value}'`).join(' | ')
    : attribute.type === 'json'
      ? attribute.valueType
      : attribute.type;

/** An attribute's default as the docs page shows it: as written in HTML, or in words. */
function defaultSummary(attribute: AttributeDeclaration): string | undefined {
  if (attribute.defaultText) return attribute.defaultText.replaceAll('`', '');
  if (attribute.default === undefined) return undefined;
  // a JSON attribute's default as it would be written in the attribute; the others are plain values
  return attribute.type === 'json' ? JSON.stringify(attribute.default) : String(attribute.default);
}

/**
 * The controls and the docs table of an element's story (its autodocs page), from its declaration
 * (src/declarations.ts): each attribute with the control that writes it (as a partner writes it, a string
 * — `clustered="false"` — or a number), its type, default and meaning; then its events and parts,
 * documented only. `locale` offers "" too: the toolbar's language.
 */
export function elementArgTypes(element: ElementDeclaration): ArgTypes {
  const argTypes: Record<string, ElementArgType> = {};
  for (const attribute of Object.values<AttributeDeclaration>(element.attributes)) {
    const defaultValue = defaultSummary(attribute);
    const control =
      attribute.attribute === 'locale'
        ? { control: 'select' as const, options: localeOptions }
        : attribute.type === 'enum'
          ? { control: 'inline-radio' as const, options: attribute.values }
          : attribute.type === 'boolean'
            ? { control: 'inline-radio' as const, options: ['true', 'false'] }
            : { control: attribute.type === 'number' ? ('number' as const) : ('text' as const) };
    argTypes[attribute.attribute] = {
      name: attribute.attribute,
      description: attribute.description,
      ...control,
      table: {
        category: 'attributes',
        type: { summary: typeSummary(attribute) },
        ...(defaultValue ? { defaultValue: { summary: defaultValue } } : {}),
      },
    };
  }
  for (const event of element.events) {
    argTypes[`event ${event.name}`] = {
      name: event.name,
      description: event.description,
      control: false,
      table: { category: 'events', type: { summary: `CustomEvent<${event.detail}>` } },
    };
  }
  for (const [part, description] of Object.entries(element.cssParts)) {
    argTypes[`part ${part}`] = { name: `::part(${part})`, description, control: false, table: { category: 'css parts' } };
  }
  return argTypes;
}

/** The docs page's introduction of an element: what it is, from its declaration. */
export const elementDocs = (element: ElementDeclaration) => ({
  docs: { description: { component: `\`<${element.tag}>\`: ${element.description} Reference: docs/elements/${element.tag}.md.` } },
});

/** `{ data }`: a successful answer of the fake API. */
export const ok = (data: unknown) => ({ status: 200, body: { data } });
/** A refusal with a catalogue code, as the server sends it. */
export const refused = (status: number, type: string) => ({ status, body: { error: { type, message: type } } });

/** What `GET /public/site` answers on the stories' Fieldwatch. */
export const publicSite = (changes: { map_enabled?: boolean; anonymous_enabled?: boolean } = {}) => ({
  map_enabled: true,
  grievance_enabled: true,
  brand_enabled: false,
  anonymous_enabled: true,
  language: 'en_US',
  tagline: '',
  primary_colour: '#1f5f8b',
  about: '',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  cover_image: null,
  about_image: null,
  latitude: 51.5285582,
  longitude: -0.2416815,
  zoom: 11,
  ...changes,
});

/**
 * Every stylesheet of the page, as text. In the bundle the components' CSS registers itself and is
 * adopted by each shadow root (src/styles.ts); under Storybook's Vite build vanilla-extract puts the
 * same CSS in document.head instead, so the story adopts it from there.
 */
function pageStyles(): string[] {
  const texts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      texts.push(Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
    } catch {
      // a stylesheet of another origin cannot be read (and is none of ours)
    }
  }
  return texts;
}

/** Keeps the element's shadow root in step with the page's stylesheets as Storybook loads them. */
function mirrorPageStyles(element: HTMLElement): () => void {
  const adopt = () => element.shadowRoot && adoptStyles(element.shadowRoot, pageStyles());
  adopt();
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of Array.from(change.addedNodes))
        if (node instanceof HTMLLinkElement) node.addEventListener('load', adopt, { once: true });
    adopt();
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

function writeAttributes(element: HTMLElement, attributes: ElementAttributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === '') element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }
}

interface LoggedEvent {
  key: number;
  text: string;
}

/**
 * One element, made with `document.createElement` and `setAttribute` as a partner page's script would,
 * its attributes kept in step with the story's controls, and a log of the events that bubbled out of
 * its shadow root to the wrapper (also sent to Storybook's Actions panel).
 */
export function ElementStory({ tag, attributes, style }: { tag: ElementTag; attributes: ElementAttributes; style?: CSSProperties }) {
  const host = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLElement | null>(null);
  const [events, setEvents] = useState<LoggedEvent[]>([]);

  useEffect(() => {
    const wrapper = host.current!;
    const created = document.createElement(tag);
    writeAttributes(created, attributes);
    wrapper.prepend(created);
    element.current = created;
    const stopMirroring = mirrorPageStyles(created);
    let next = 0;
    const log = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      action(event.type)(detail);
      setEvents((shown) => [{ key: ++next, text: `${event.type} ${JSON.stringify(detail)}` }, ...shown].slice(0, 5));
    };
    // heard on the wrapper, outside the shadow root: the events bubble and are composed
    for (const type of elementEvents) wrapper.addEventListener(type, log);
    return () => {
      for (const type of elementEvents) wrapper.removeEventListener(type, log);
      stopMirroring();
      created.remove();
      element.current = null;
    };
  }, [tag]);

  // a control changed: the attribute changes on the living element, as a page's script would do it
  useEffect(() => {
    if (element.current) writeAttributes(element.current, attributes);
  }, [JSON.stringify(attributes)]);

  return (
    <div ref={host} style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', ...style }}>
      <output aria-label="Events that reached the page" style={{ fontFamily: 'ui-monospace, monospace', fontSize: '0.8125rem' }}>
        {events.length === 0 ? 'No event yet' : events.map((event) => <div key={event.key}>{event.text}</div>)}
      </output>
    </div>
  );
}

/** The story's `locale`: its own control when set, else the toolbar's language. */
export const localeOf = (args: { locale?: string }, globals: Record<string, unknown>) =>
  args.locale || (typeof globals.language === 'string' ? globals.language : undefined);
