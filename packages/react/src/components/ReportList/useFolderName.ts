import { folderNameResource, type Organization } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';
import { useResource } from '../../resources/useResource.js';

/**
 * The name of the open folder, for the folder view's back row. A folder id alone says nothing of its
 * organization, so the folders of the visible organizations are read until it is found (usually one).
 */
export function useFolderName(folderId: number | undefined, organizations: readonly Organization[] | undefined): string | null {
  const client = useClient();
  const ids = organizations?.map((organization) => organization.id) ?? [];
  const found = useResource(client, folderId === undefined || ids.length === 0 ? null : folderNameResource(client, folderId, ids));
  return found.data ?? null;
}
