import { canDeleteReports, canEditReports, canSeeOrganization, type Actor, type Options, type Report } from '@fieldwatch/core';

/** What the signed-in user may do to this report, given the options in force. */
export interface ReportAbilities {
  verify: boolean;
  visibility: boolean;
  edit: boolean;
  close: boolean;
  assign: boolean;
  urgency: boolean;
  folders: boolean;
  comment: boolean;
  delete: boolean;
}

const on = (options: Partial<Options> | null, name: keyof Options) => options?.[name] !== '0';

/**
 * Editors of the report's organization verify, edit, change visibility, comment, assign, set urgency
 * and close; only admin-level users delete (core policy, the server's own rules; docs/roles.md). A
 * closed report hides verify, edit, assign, urgency and close. Options gate close (lifecycle_enabled),
 * assign (assignment_enabled), urgency (urgency_enabled) and folders (folders_enabled).
 */
export function abilitiesOf(actor: Actor | null, report: Report, options: Partial<Options> | null): ReportAbilities {
  const inOrganization = actor !== null && canSeeOrganization(actor, report.organization.id);
  const editor = inOrganization && canEditReports(actor);
  const open = report.lifecycle !== 'closed';
  return {
    verify: editor && open,
    visibility: editor,
    edit: editor && open,
    close: editor && open && on(options, 'lifecycle_enabled'),
    assign: editor && open && on(options, 'assignment_enabled'),
    urgency: editor && open && on(options, 'urgency_enabled'),
    folders: editor && on(options, 'folders_enabled'),
    comment: editor,
    delete: inOrganization && canDeleteReports(actor),
  };
}
