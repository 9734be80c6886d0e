/**
 * Storybook for the custom elements (docs/decisions.md "Stories for the elements"): each story puts the
 * real element, registered from this package's source, on the page the way a partner's HTML does — an
 * element with kebab-case attributes — and shows the events that reach the page. The API is faked as in
 * the React stories: `parameters.fieldwatch.routes`, answered by the global fetch switch of
 * packages/react/.storybook/preview.tsx (the elements' clients call the global fetch).
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { action } from 'storybook/actions';
import '../define.js';
import { adoptStyles } from '../adopt-styles.js';
import { elementDeclarations, reportMap } from '../declarations.js';

export type ElementTag = (typeof elementDeclarations)[number]['tag'];

/** The attributes a story sets, as written in HTML (`undefined`: not written). */
export type ElementAttributes = Record<string, string | number | boolean | undefined>;

/** Every event an element sends (src/declarations.ts). */
const elementEvents = [...new Set(elementDeclarations.flatMap((element) => element.events.map((event) => event.name)))];

/** An element's attributes as a story's controls set them: as written in HTML, a number where it is one. */
export type StoryAttributes<A> = { [K in keyof A]?: [Extract<A[K], number>] extends [never] ? string : string | number };

/** The choices of the `locale` control: the element's languages, or none (the toolbar's language). */
export const localeOptions = ['', ...reportMap.attributes.locale.values];
/** The choices of the `view` control. */
export const viewOptions = reportMap.attributes.view.values;

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
