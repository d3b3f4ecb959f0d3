import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { useUserWorkspaces } from '../../platform/hooks/useUserWorkspaces';

interface SharingFieldProps {
  /** The workspace that owns the venue or room: it sees it anyway. */
  ownerWorkspaceId: string;
  /** Workspaces it is shared with already (named even if the caller is not in them). */
  current: { id: string; name: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: React.ReactNode;
}

/**
 * Sharing with other workspaces of the customer: the caller's own workspaces of the same customer
 * (03 §6 workspace pickers: "others their active profiles"), plus those it is shared with already.
 */
export function SharingField({ ownerWorkspaceId, current, value, onChange, error }: SharingFieldProps) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const workspaces = useUserWorkspaces();
  const options = new Map<string, string>();
  for (const workspace of current) options.set(workspace.id, workspace.name);
  for (const workspace of workspaces.data?.data ?? []) {
    if (workspace.customerId === actor.customerId && workspace.id !== ownerWorkspaceId) {
      options.set(workspace.id, workspace.name);
    }
  }
  return (
    <Checkbox.Group
      label={t('venues.fields.sharing')}
      description={t('venues.sharingHelp')}
      value={value}
      onChange={onChange}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {options.size === 0 ? (
          <Text size="sm">{t('venues.noOtherWorkspaces')}</Text>
        ) : (
          [...options].map(([id, name]) => <Checkbox key={id} value={id} label={name} />)
        )}
      </Stack>
    </Checkbox.Group>
  );
}
