import type { ListedUser } from '@campus/contracts';
import { i18n } from '../../../../lib/i18n/i18n';
import { customerRoleLabel, roleLabel } from '../../../../ui/labels';

/**
 * Where a person holds which roles, one line each, as the user list and the person's details
 * show them: customer roles with their customer ('Site administrator · Northwind Training'), then
 * every profile's roles with its workspace ('Learner · Northwind Events'), a profile that is not
 * active saying so.
 */
export function roleLines(person: Pick<ListedUser, 'customerRoles' | 'profiles'>): string[] {
  const t = i18n.t.bind(i18n);
  return [
    ...person.customerRoles.map((entry) =>
      t('users.roleIn', { roles: customerRoleLabel(entry.role), place: entry.customerName }),
    ),
    ...person.profiles.map((profile) => {
      const line = t('users.roleIn', { roles: profile.roles.map(roleLabel).join(', '), place: profile.workspaceName });
      return profile.status === 'active'
        ? line
        : t('users.notActiveProfile', { line, status: t(`users.profileStatuses.${profile.status}`) });
    }),
  ];
}
