import manifest from '@fieldwatch/elements/custom-elements.json';
import { actorOf, canOpen, type Options, type User } from '@fieldwatch/core';
import { AdminEmbed, useOptions, useSession } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

const selectUser = (s: { user: User | null }) => s.user;
const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * /admin/embed: the snippet of the elements for partner sites (docs/embedding.md "Quick start"). The
 * elements and their attributes come from the elements' manifest — JSON only, none of their code. The
 * links to the settings show for who may open them (the Administrator).
 */
export default function AdminEmbedPage() {
  useDocumentTitle('embed.title');
  const actor = actorOf(useSession(selectUser));
  const options = useOptions(selectOptions);
  const mayChange = actor !== null && canOpen(actor, 'adminSettings', options ?? undefined);
  return <AdminEmbed manifest={manifest} headingLevel={2} {...(mayChange ? {} : { settingsLinks: null })} />;
}
