import { listFolders, type Organization } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';
import { useRemote } from '../../internal/useRemote.js';

/**
 * The name of the open folder, for the folder view's back row. A folder id alone says nothing of its
 * organization, so the folders of the visible organizations are read until it is found (usually one).
 */
export function useFolderName(folderId: number | undefined, organizations: readonly Organization[] | undefined): string | null {
  const client = useClient();
  const ids = organizations?.map((organization) => organization.id).join(',') ?? '';
  const found = useRemote(
    folderId === undefined || !ids
      ? null
      : async () => {
          for (const id of ids.split(',').map(Number)) {
            const folder = (await listFolders(client, id)).data.find((candidate) => candidate.id === folderId);
            if (folder) return folder.name;
          }
          return null;
        },
    [client, folderId, ids],
  );
  return found.data ?? null;
}
