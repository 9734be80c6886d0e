import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldwatchError, loadCatalogue, resetLanguageStrings } from '@fieldwatch/core';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../test/render.js';
import { useT } from '../i18n/useT.js';
import { errorMessageKey, useErrorAlert } from './useErrorAlert.js';
import { useLanguage } from './useLanguage.js';
import { useSession } from './useSession.js';

function Greeting() {
  const t = useT();
  const status = useSession((s) => s.status);
  return (
    <p>
      {t('login.submit')} / {status}
    </p>
  );
}

function Thrower({ error }: { error: unknown }) {
  const showError = useErrorAlert();
  return (
    <button type="button" onClick={() => showError(error)}>
      go
    </button>
  );
}

describe('FieldwatchProvider and hooks', () => {
  it('translates with the catalogue of core and follows the session store', () => {
    const { session } = renderWithFieldwatch(<Greeting />, { language: 'en', user: makeUser() });
    expect(screen.getByText('Sign in / authenticated')).toBeTruthy();
    act(() => session.getState().clear());
    expect(screen.getByText('Sign in / anonymous')).toBeTruthy();
  });

  it("turns errors into the catalogue's alert texts", () => {
    expect(errorMessageKey(new FieldwatchError('INSUFFICIENT_PRIVILEGES'))).toBe('api.INSUFFICIENT_PRIVILEGES');
    expect(errorMessageKey(new FieldwatchError('UNAUTHENTICATED', { data: 'INVALID_LOGIN' }))).toBe('notice.invalidLogin');
    expect(errorMessageKey(new FieldwatchError('VALIDATION_ERROR', { fields: { title: 'required' } }))).toBe('notice.checkFields');
    expect(errorMessageKey(new TypeError('boom'))).toBe('notice.somethingWrong');
  });

  it('shows a thrown error as an alert', () => {
    renderWithFieldwatch(<Thrower error={new FieldwatchError('INACTIVE_FEATURE')} />);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('alert').textContent).toBe('Feature is inactive');
  });

  it.each(['zh', 'zh-CN', 'zh-Hans', 'cn'])('shows Chinese (code cn) for language "%s"', async (language) => {
    await loadCatalogue('cn');
    function Language() {
      return (
        <p>
          {useT()('login.submit')} {useLanguage()}
        </p>
      );
    }
    renderWithFieldwatch(<Language />, { language });
    expect(await screen.findByText('登录 cn')).toBeTruthy();
  });

  it('fails loudly outside the provider', () => {
    expect(() => renderHook(() => useSession((s) => s.status))).toThrow(/FieldwatchProvider/);
  });
});

describe('useErrorAlert after the session ended', () => {
  it('leaves "Session expired" to the host instead of adding "Authentication failed"', () => {
    const { session } = renderWithFieldwatch(<Thrower error={new FieldwatchError('UNAUTHENTICATED')} />, { user: makeUser() });
    act(() => session.getState().expire());
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('terminology overrides', () => {
  const stringCalls = (calls: { method: string; path: string }[]) => calls.filter((call) => call.path.startsWith('/languages/'));

  it("reads the shown language's overrides from the server and shows them in place of the catalogue's texts", async () => {
    const { calls } = renderWithFieldwatch(<Greeting />, {
      overrides: null,
      routes: { 'GET /languages/en/strings': () => ok({ 'login.submit': 'Log in to the field desk' }) },
    });
    expect(await screen.findByText('Log in to the field desk / anonymous')).toBeTruthy();
    expect(stringCalls(calls)).toEqual([{ method: 'GET', path: '/languages/en/strings', body: null }]);
  });

  it('asks for the overrides of the language shown', async () => {
    renderWithFieldwatch(<Greeting />, {
      overrides: null,
      language: 'fr',
      routes: { 'GET /languages/fr/strings': () => ok({ 'login.submit': 'Entrer' }) },
    });
    expect(await screen.findByText('Entrer / anonymous')).toBeTruthy();
  });

  it('reads them again after an administrator resets them, so the new words show at once', async () => {
    let stored: Record<string, string> = { 'login.submit': 'Log in to the field desk' };
    const { client } = renderWithFieldwatch(<Greeting />, {
      overrides: null,
      routes: {
        'GET /languages/en/strings': () => ok(stored),
        'DELETE /languages/en/strings': () => {
          stored = {};
          return ok(true);
        },
      },
    });
    await screen.findByText('Log in to the field desk / anonymous');
    await act(() => resetLanguageStrings(client, 'en'));
    expect(await screen.findByText('Sign in / anonymous')).toBeTruthy();
  });

  it("takes the host's own overrides instead, and then asks the server for nothing", async () => {
    const { calls } = renderWithFieldwatch(<Greeting />, {
      overrides: { 'login.submit': 'Enter the desk' },
      routes: { 'GET /languages/en/strings': () => ok({ 'login.submit': 'Log in to the field desk' }) },
    });
    expect(screen.getByText('Enter the desk / anonymous')).toBeTruthy();
    // give a request the time to be made, were one to be made
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(stringCalls(calls)).toEqual([]);
  });

  it.each([
    ['an older server without them', fail(404, 'RESOURCE_NOT_FOUND')],
    ['a failure', fail(500, 'SERVER_ERROR')],
  ])('shows the catalogue when the overrides cannot be read (%s), without an alert', async (_, answer) => {
    const { calls } = renderWithFieldwatch(<Greeting />, { overrides: null, routes: { 'GET /languages/en/strings': () => answer } });
    await waitFor(() => expect(stringCalls(calls)).toHaveLength(1));
    expect(screen.getByText('Sign in / anonymous')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
