import { useState, type KeyboardEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COURSE_URLS_MAX, type Course } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { EmptyState } from '../../../../ui/EmptyState';
import { FormSection } from '../../../../ui/layout/FormSection';
import { IconExternalLink } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { courseQuery, setCourseUrls } from '../api/coursesApi';

const T = 'courseBuilding';
type Link = Course['urls'][number];

/**
 * The links step (02 §7 POST /v2/courses/{id}/set-urls {urls}): the course's web links, each a
 * web address with an optional name. Adding or removing one saves the whole list at once.
 */
export function LinksStep({ course }: { course: Course }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (urls: Link[]) => setCourseUrls(course.id, urls),
    meta: { handlesErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(courseQuery(course.id).queryKey, saved);
      toast.success({ message: t(`${T}.toasts.updated`) });
    },
    onError: (failed) => toast.error({ title: t(`${T}.toasts.notUpdated`), message: errorMessageOf(failed) }),
  });

  const add = () => {
    const address = url.trim();
    if (!/^https?:\/\/\S+$/i.test(address)) return setError(t(`${T}.linkInvalid`));
    save.mutate([...course.urls, { url: address, name: name.trim() || null }], {
      onSuccess: () => {
        setUrl('');
        setName('');
      },
    });
  };

  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <FormSection title={t(`${T}.steps.links`)} titleId="course-step-title" description={t(`${T}.linksHelp`)}>
      <Stack gap="md">
        {course.urls.length === 0 ? (
          <EmptyState
            icon={IconExternalLink}
            title={t(`${T}.noLinksTitle`)}
            description={t(`${T}.noLinksBody`)}
            headingOrder={3}
          />
        ) : (
          <Stack component="ul" gap="xs" aria-label={t(`${T}.linksOf`, { name: course.name })} p={0} m={0}>
            {course.urls.map((link, index) => (
              <Group component="li" key={`${link.url}-${index}`} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Anchor
                    href={link.url}
                    target="_blank"
                    rel="noreferrer"
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {link.name ?? link.url}
                  </Anchor>
                  {link.name && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {link.url}
                    </Text>
                  )}
                </Stack>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t(`${T}.removeLink`, { name: link.name ?? link.url })}
                  disabled={save.isPending}
                  onClick={() => save.mutate(course.urls.filter((_, at) => at !== index))}
                >
                  {t(`${T}.remove`)}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {course.urls.length < COURSE_URLS_MAX && (
          // Inside the wizard's form: Enter adds the link rather than saving the wizard.
          <Stack gap="sm" role="group" aria-label={t(`${T}.addLink`)}>
            <TextInput
              label={t(`${T}.linkUrl`)}
              placeholder="https://"
              type="url"
              value={url}
              error={error}
              maxLength={2000}
              onKeyDown={addOnEnter}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setError(null);
              }}
            />
            <TextInput
              label={t(`${T}.linkName`)}
              value={name}
              maxLength={255}
              onKeyDown={addOnEnter}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <div>
              <Button type="button" variant="default" loading={save.isPending} onClick={add}>
                {t(`${T}.addLink`)}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </FormSection>
  );
}
