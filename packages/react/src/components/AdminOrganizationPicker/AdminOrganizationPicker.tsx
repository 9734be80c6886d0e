import clsx from 'clsx';
import type { Options } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useOptions } from '../../provider/useOptions.js';
import { useAdminOrganization } from '../../resources/useAdminOrganization.js';
import { Select } from '../Select/index.js';
import * as styles from './AdminOrganizationPicker.css.js';

export interface AdminOrganizationPickerProps {
  className?: string;
}

const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * Which organization the admin tabs (tags, layers, export) act on: a labelled choice among the
 * organizations the user sees, remembered with the session. It shows only while option
 * `organizations_shown` is on and there are several organizations to choose from.
 */
export function AdminOrganizationPicker({ className }: AdminOrganizationPickerProps) {
  const t = useT();
  const options = useOptions(selectOptions);
  const { organizationId, organizations, choose } = useAdminOrganization();
  if (options?.organizations_shown === '0' || organizations.length < 2) return null;
  return (
    <div className={clsx(styles.root, className)}>
      <Select
        label={t('organizations.picker')}
        options={organizations.map((organization) => ({ value: String(organization.id), label: organization.name }))}
        value={organizationId === null ? '' : String(organizationId)}
        onChange={(event) => choose(Number(event.target.value))}
      />
    </div>
  );
}
