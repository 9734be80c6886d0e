import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldwatchError } from '@fieldwatch/core';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../test/render.js';
import { useT } from '../i18n/useT.js';
import { errorMessageKey, useErrorAlert } from './useErrorAlert.js';
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
