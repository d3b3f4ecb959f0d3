import { Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { FormErrorAlert } from '../../../../ui/FormErrorAlert';
import { FormSection } from '../../../../ui/layout/FormSection';
import { toast } from '../../../../ui/toast';
import { calendarFeedQuery, createCalendarFeed, revokeCalendarFeed } from '../api/calendarFeedApi';

/**
 * "Calendar subscription": the person's secret calendar address in this workspace, to copy into a
 * calendar app, replace with a new one, or turn off (docs/events.md).
 */
export function CalendarFeedSection({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedQuery(workspaceId));
  const store = (value: CalendarFeed) => queryClient.setQueryData(calendarFeedQuery(workspaceId).queryKey, value);

  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (value, _input, _context) => {
      const rotated = Boolean(feed.data?.url);
      store(value);
      toast.success(
        rotated
          ? { title: t('account.calendarFeed.rotatedTitle'), message: t('account.calendarFeed.rotatedMessage') }
          : { title: t('account.calendarFeed.createdTitle'), message: t('account.calendarFeed.createdMessage') },
      );
    },
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      store({ url: null, createdAt: null, lastReadAt: null });
      toast.success({
        title: t('account.calendarFeed.revokedTitle'),
        message: t('account.calendarFeed.revokedMessage'),
      });
    },
  });
  const busy = create.isPending || revoke.isPending;

  return (
    <FormSection
      title={t('account.calendarFeed.title')}
      titleId="calendar-feed-title"
      description={t('account.calendarFeed.description')}
    >
      {feed.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : feed.isError ? (
        <FormErrorAlert title={t('account.calendarFeed.errorTitle')} message={errorMessageOf(feed.error)} />
      ) : feed.data.url ? (
        <Stack gap="sm">
          <TextInput
            label={t('account.calendarFeed.address')}
            description={t('account.calendarFeed.addressHint')}
            value={feed.data.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="sm">
            <CopyButton value={feed.data.url}>
              {({ copied, copy }) => (
                <Button onClick={copy} variant={copied ? 'light' : 'filled'} aria-live="polite">
                  {copied ? t('account.calendarFeed.copied') : t('account.calendarFeed.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="default"
              loading={create.isPending}
              disabled={busy}
              onClick={() => create.mutate()}
              title={t('account.calendarFeed.rotateHint')}
            >
              {t('account.calendarFeed.rotate')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              loading={revoke.isPending}
              disabled={busy}
              onClick={() => revoke.mutate()}
            >
              {t('account.calendarFeed.revoke')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('account.calendarFeed.rotateHint')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('account.calendarFeed.none')}</Text>
          <Button loading={create.isPending} onClick={() => create.mutate()}>
            {t('account.calendarFeed.create')}
          </Button>
        </Stack>
      )}
    </FormSection>
  );
}
