/** The browser's WebAuthn dialog was closed, refused or timed out (a DOMException named NotAllowedError or AbortError). */
export const isWebAuthnCancel = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
