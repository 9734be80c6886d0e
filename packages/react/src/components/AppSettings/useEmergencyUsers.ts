import { limits, listUsers, resourceKeys, type FieldwatchClient, type Resource, type User } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';
import { useResource } from '../../resources/useResource.js';

/** Every user the Administrator may choose, page after page of `GET /users` (a write to a user refreshes it). */
const everyUserResource = (client: FieldwatchClient): Resource<User[]> => ({
  key: resourceKeys.users(JSON.stringify({ every: true })),
  load: async (signal) => {
    const users: User[] = [];
    for (;;) {
      const page = await listUsers(client, { offset: users.length, limit: limits.listPageMax }, signal);
      users.push(...page.data);
      // a short page is the last; so is one that reaches the total (an answer without a total is the whole list)
      if (page.data.length < limits.listPageMax || users.length >= (page.total ?? 0)) return users;
    }
  },
});

/** The users emergency alerts can go to. */
export function useEmergencyUsers() {
  const client = useClient();
  return useResource(client, everyUserResource(client));
}
