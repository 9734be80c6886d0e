import { handshakeResource, type Options } from '@fieldwatch/core';
import { useClient } from '../provider/useClient.js';
import { useOptions } from '../provider/useOptions.js';
import { useSession } from '../provider/useSession.js';
import { useResource } from '../resources/useResource.js';

const selectZone = (s: { options: Options | null }) => s.options?.timezone;
const selectSignedIn = (s: { user: unknown }) => s.user !== null;

/**
 * The deployment's time zone (option `timezone`): from the options when signed in and loaded, else from
 * the handshake every client may read; null until one of them has answered.
 */
export function useDeploymentTimeZone(): string | null {
  const client = useClient();
  const signedIn = useSession(selectSignedIn);
  const fromOptions = useOptions(selectZone);
  const known = signedIn && fromOptions ? fromOptions : null;
  const handshake = useResource(client, known ? null : handshakeResource(client)).data;
  return known ?? handshake?.timezone ?? null;
}
