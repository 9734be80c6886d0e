import { createContext, useContext } from 'react';
import type { LanguageCode } from '@fieldwatch/core';
import type { Services } from './services.js';

export interface AppContextValue {
  services: Services;
  changeLanguage: (code: LanguageCode) => void;
  /** the username of a password recovery request, held in memory only, for the reset-link-sent screen's resend */
  recoveryUsername: string | null;
  setRecoveryUsername: (username: string | null) => void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp needs <App>');
  return value;
}
