import type { SdkInfo } from '../schemas/sdk.js';
import type { FieldwatchClient } from './client.js';

/** `GET /sdk` (public): the versioned URL of the elements' bundle, its integrity hash and its tags. */
export const getSdkInfo = (client: FieldwatchClient): Promise<SdkInfo> => client.request<SdkInfo>('/sdk', { auth: false });
