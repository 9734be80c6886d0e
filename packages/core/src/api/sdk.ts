import type { SdkInfo } from '../schemas/sdk.js';
import type { FieldwatchClient } from './client.js';

/** `GET /sdk` (public: no sign-in): the elements bundle's version, script address and integrity, for an embed snippet. */
export const getSdkInfo = (client: FieldwatchClient, signal?: AbortSignal) =>
  client.request<SdkInfo>('/sdk', { auth: false, ...(signal ? { signal } : {}) });
