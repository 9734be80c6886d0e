import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useT } from '@fieldwatch/react';
import { ElementRoot } from './ElementRoot.js';

function Title() {
  const t = useT();
  return <h2>{t('reportForm.title')}</h2>;
}

const renderTitle = () => <Title />;

afterEach(() => vi.unstubAllGlobals());

describe('ElementRoot', () => {
  it("shows the terminology overrides the element's server keeps for its language", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://partner.example');
      asked.push(url.pathname);
      return Promise.resolve(
        url.pathname === '/fw-overrides/languages/fr/strings'
          ? Response.json({ data: { 'reportForm.title': 'Signaler un problème' } })
          : Response.json({ error: { type: 'RESOURCE_NOT_FOUND', message: 'Resource not found' } }, { status: 404 }),
      );
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <ElementRoot apiBase="/fw-overrides" locale="fr_FR" view="public">
        {renderTitle}
      </ElementRoot>,
    );
    await vi.waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Signaler un problème'));
    expect(asked).toContain('/fw-overrides/languages/fr/strings');
    root.unmount();
    container.remove();
  });
});
