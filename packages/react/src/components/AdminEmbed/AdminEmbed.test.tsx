import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, type Options } from '@fieldwatch/core';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { AdminEmbed, embeddableElements, embedSnippet, type EmbedManifest } from './AdminEmbed.js';

/** The shape of @fieldwatch/elements' custom-elements.json, with a few of its attributes. */
const manifest: EmbedManifest = {
  modules: [
    {
      declarations: [
        {
          tagName: 'report-map',
          customElement: true,
          attributes: [
            { name: 'api-base', type: { text: 'string' }, default: '"/api"' },
            { name: 'view', type: { text: "'public' | 'user'" }, default: '"public"' },
            { name: 'zoom', type: { text: 'number' } },
            { name: 'clustered', type: { text: 'boolean' }, default: 'true' },
          ],
        },
        {
          tagName: 'report-form',
          customElement: true,
          attributes: [{ name: 'api-base', type: { text: 'string' }, default: '"/api"' }],
        },
        {
          tagName: 'report-list',
          customElement: true,
          attributes: [
            { name: 'api-base', type: { text: 'string' }, default: '"/api"' },
            { name: 'limit', type: { text: 'number' }, default: '10' },
          ],
        },
        {
          tagName: 'report-story',
          customElement: true,
          attributes: [
            { name: 'api-base', type: { text: 'string' }, default: '"/api"' },
            { name: 'story-id', type: { text: 'number' } },
          ],
        },
      ],
    },
    { declarations: [] },
  ],
};

const sdk = {
  version: '0.1.0',
  script: 'https://fw.example/sdk/elements@0.1.0/fieldwatch-elements.js',
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  elements: ['report-map', 'report-form', 'report-list', 'report-story'],
};

function renderTab(
  options: Partial<Options> = {},
  routes: Record<string, FakeRoute> = {},
  props: Partial<Parameters<typeof AdminEmbed>[0]> = {},
) {
  const rendered = renderWithFieldwatch(<AdminEmbed manifest={manifest} {...props} />, {
    user: makeUser({ role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] }),
    routes: { 'GET /sdk': () => ok(sdk), ...routes },
  });
  act(() => rendered.options.setState({ status: 'ready', options: { ...defaultOptions, ...options } }));
  return rendered;
}

const snippetText = () => screen.getByRole('region', { name: 'Code for the partner page' }).querySelector('code')!.textContent;

describe('AdminEmbed', () => {
  it('shows the versioned script with its integrity hash and the chosen element with its attributes', async () => {
    const { calls } = renderTab({ public_map_enabled: '1' });
    expect(screen.getByRole('heading', { name: 'Embed on a partner site', level: 2 })).toBeTruthy();
    expect(await screen.findByText('Elements version 0.1.0')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/sdk')).toHaveLength(1);
    // the map by default, pointing at this server's API by its absolute address
    expect(snippetText()).toBe(
      `<script type="module" src="${sdk.script}" integrity="${sdk.integrity}" crossorigin="anonymous"></script>\n` +
        `<report-map api-base="${new URL('/api', document.baseURI).href}" style="block-size: 30rem"></report-map>`,
    );

    await userEvent.type(screen.getByRole('spinbutton', { name: 'zoom' }), '8');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'clustered' }), 'false');
    expect(snippetText()).toMatch(/<report-map api-base="[^"]+" zoom="8" clustered="false" style="block-size: 30rem"><\/report-map>$/);
    // an attribute left at "Default" is not written
    expect(snippetText()).not.toContain('view=');
    expect(screen.getByText('Default: public')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'List of public reports' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'api-base' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'limit' }), '5');
    expect(snippetText()).toMatch(/\n<report-list limit="5"><\/report-list>$/);
    // what was typed for the map is still there
    await userEvent.click(screen.getByRole('radio', { name: 'Map of public reports' }));
    expect(snippetText()).toContain('zoom="8"');
  });

  it('copies the snippet and says so', async () => {
    renderTab({ public_map_enabled: '1' });
    await screen.findByText('Elements version 0.1.0');
    await userEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await navigator.clipboard.readText()).toBe(snippetText());
    expect(await screen.findByText('The code is copied.')).toBeTruthy();
  });

  it('says which server options the element needs, whether each is on, and where to change it', async () => {
    renderTab({ public_map_enabled: '0', anonymous_enabled: '1', anonymous_organization: '' });
    const settings = screen.getByRole('region', { name: 'Server settings this element needs' });
    const items = () => within(settings).getAllByRole('listitem');
    expect(items().map((item) => item.textContent)).toEqual(['Map on the public siteOffChange “Map on the public site”']);
    expect(within(settings).getByRole('link', { name: 'Change “Map on the public site”' }).getAttribute('href')).toBe(
      '/admin/settings/public-site',
    );
    expect(within(settings).getByText(/the element says it is not available/)).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Report form' }));
    expect(items().map((item) => item.firstChild!.textContent + ': ' + item.childNodes[1]!.textContent)).toEqual([
      'Anonymous sign-in: On',
      'Organization for anonymous reports: Not chosen',
    ]);
    expect(
      within(settings)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/settings/app', '/admin/settings/app']);

    // a story needs stories on, which they are unless switched off
    await userEvent.click(screen.getByRole('radio', { name: 'A published story' }));
    expect(items().map((item) => item.firstChild!.textContent + ': ' + item.childNodes[1]!.textContent)).toEqual(['Stories: On']);
  });

  it('says nothing is missing once the options are on, and leaves the links out for who cannot change them', () => {
    renderTab({ anonymous_enabled: '1', anonymous_organization: '2' }, {}, { settingsLinks: null });
    const settings = screen.getByRole('region', { name: 'Server settings this element needs' });
    expect(within(settings).queryByRole('link')).toBeNull();
    expect(within(settings).getByText('Only an Administrator can change these settings.')).toBeTruthy();
    act(() => screen.getByRole('radio', { name: 'Report form' }).click());
    expect(within(settings).getAllByText(/^(On|Chosen)$/)).toHaveLength(2);
    expect(within(settings).queryByText(/not available/)).toBeNull();
  });

  it('shows why the snippet cannot be made when the server does not answer', async () => {
    renderTab({}, { 'GET /sdk': () => fail(404, 'RESOURCE_NOT_FOUND') });
    expect((await screen.findByRole('alert')).textContent).toBe('Resource not found');
    expect(screen.queryByRole('button', { name: 'Copy the code' })).toBeNull();
  });

  it('is translated, Arabic included, with the code kept left to right', async () => {
    const rendered = renderWithFieldwatch(<AdminEmbed manifest={manifest} />, { language: 'ar', routes: { 'GET /sdk': () => ok(sdk) } });
    expect(await screen.findByRole('heading', { name: 'التضمين في موقع شريك' })).toBeTruthy();
    expect(await screen.findByText('إصدار العناصر 0.1.0')).toBeTruthy();
    expect(rendered.container.querySelector('pre')!.getAttribute('tabindex')).toBe('0');
  });
});

describe('the manifest and the snippet', () => {
  it('reads each element, its attributes, their kinds and their defaults as written in HTML', () => {
    const [map] = embeddableElements(manifest);
    expect(map!.tag).toBe('report-map');
    expect(map!.attributes).toEqual([
      { name: 'api-base', kind: 'string', values: [], default: '/api' },
      { name: 'view', kind: 'enum', values: ['public', 'user'], default: 'public' },
      { name: 'zoom', kind: 'number', values: [], default: undefined },
      { name: 'clustered', kind: 'boolean', values: [], default: 'true' },
    ]);
  });

  it('escapes what could close an attribute', () => {
    expect(embedSnippet(sdk, 'report-list', { 'report-href': 'https://p.example/r?a=1&b="2"' })).toContain(
      'report-href="https://p.example/r?a=1&amp;b=&quot;2&quot;"',
    );
  });
});
