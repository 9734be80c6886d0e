import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore, User } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { sampleRoles, sampleUsers, userRoutes } from '@fieldwatch/testing/userFixtures';
import { AdminUsers } from './AdminUsers.js';

const signInAs = (user: User) => (session: SessionStore) => session.getState().signIn(loginResult(user));
// an Administrator who is not in the list, so that every rule shows on someone else's row
const chief = makeUser({ id: 50, username: 'chief', role: sampleRoles[0]!, organizations: [] });
const many = Array.from({ length: 45 }, (_, index) =>
  makeUser(
    { id: 300 + index, username: `field.worker${index + 1}`, role: sampleRoles[2 + (index % 2)]! },
    { firstname: 'Field', lastname: `Worker ${index + 1}` },
  ),
);

const meta = {
  title: 'Admin/AdminUsers',
  component: AdminUsers,
  parameters: { fieldwatch: { routes: userRoutes().routes, setup: signInAs(chief) } },
} satisfies Meta<typeof AdminUsers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** An Organization Admin: no Administrator role to give, users of other organizations left to an Administrator. */
export const AsOrganizationAdmin: Story = {
  args: { organizationId: 1 },
  parameters: { fieldwatch: { routes: userRoutes().routes, setup: signInAs(sampleUsers[1]!) } },
};
export const ManyPages: Story = { parameters: { fieldwatch: { routes: userRoutes(many).routes, setup: signInAs(chief) } } };
export const Empty: Story = { parameters: { fieldwatch: { routes: userRoutes([]).routes, setup: signInAs(chief) } } };
export const InArabic: Story = { globals: { language: 'ar' } };
