import { actorOf, canOpen, type Area, type MessageKey, type Options, type User } from '@fieldwatch/core';

export interface NavigationItem {
  area: Area;
  href: string;
  label: MessageKey;
  /** other paths on which this entry is the current one */
  alsoActiveOn?: readonly RegExp[];
}

/** The entries of the left navigation, in their order. */
export const navigationItems: readonly NavigationItem[] = [
  // Reports stays highlighted while creating or viewing a report
  { area: 'dashboard', href: '/dashboard', label: 'nav.reports', alsoActiveOn: [/^\/new-report(\/|$)/, /^\/report(\/|$)/] },
  { area: 'stories', href: '/stories', label: 'nav.stories' },
  { area: 'messages', href: '/messages', label: 'nav.messages' },
  // every signed-in user's messages, with the unread count
  { area: 'inbox', href: '/inbox', label: 'messages.inbox.title' },
  { area: 'analytics', href: '/analytics', label: 'nav.analytics' },
  { area: 'admin', href: '/admin', label: 'nav.admin' },
];

/** The entries this user may open, given the options in force (core policy: the same rules as the guards). */
export function visibleItems(user: User | null, options: Partial<Options> | undefined): NavigationItem[] {
  const actor = actorOf(user);
  if (!actor) return [];
  return navigationItems.filter((item) => canOpen(actor, item.area, options));
}

export function isCurrent(path: string, href: string, alsoActiveOn: readonly RegExp[] = []): boolean {
  return path === href || path.startsWith(`${href}/`) || alsoActiveOn.some((pattern) => pattern.test(path));
}
