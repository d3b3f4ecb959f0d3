import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ScormCommit, ScormCommitResult, ScormLaunch, ScormSco } from '@campus/contracts';
import { isApiError } from '../../../lib/api/ApiError';
import { EmptyState } from '../../../ui/EmptyState';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconCheck, IconX } from '../../../ui/icons';
import { beaconAttempt, commitAttempt, launchQuery } from '../api/playerApi';
import { choicesOf, nextSco, sequencerOf } from './navigation';
import { ScormSession, type Sequence } from './scormSession';

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The SCORM player frame (02 §2 `/catalogue/modules/iframe/scorm/{id}`, header and footer hidden):
 * launches the caller's attempt at the module (for `?enrolmentId&nodeId`, or a preview), runs
 * the runtime here and the package in a frame from the content origin (decision 0049), and moves
 * between SCOs by the SCO's navigation requests (2004) or the learner's buttons and list: by the
 * package's sequencing rules when it has them, else in the organisation's order.
 */
export function ScormPlayerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const where = {
    enrolmentId: search.get('enrolmentId') ?? undefined,
    nodeId: search.get('nodeId') ?? undefined,
    versionId: search.get('versionId') ?? undefined,
  };
  // One launch per visit: it makes a new commit key, so it is never refetched behind the learner's back.
  const launch = useQuery({
    ...launchQuery(id, where),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (launch.isPending) {
    return (
      <Center mih="60vh">
        <Loader role="status" aria-label={t('scormPlayer.loading')} />
      </Center>
    );
  }
  if (launch.isError) {
    const status = isApiError(launch.error) ? launch.error.status : 0;
    return (
      <Center mih="60vh" p="md">
        <EmptyState
          icon={IconAlertTriangle}
          title={t(
            status === 404
              ? 'scormPlayer.notFound'
              : status === 409
                ? 'scormPlayer.notReleased'
                : 'scormPlayer.loadFailed',
          )}
          description={launch.error.message}
          action={
            status >= 500 || status === 0 ? (
              <Button variant="default" onClick={() => void launch.refetch()}>
                {t('scormPlayer.retry')}
              </Button>
            ) : undefined
          }
        />
      </Center>
    );
  }
  return (
    <div style={{ height: '100dvh' }}>
      <Player launched={launch.data} preview={!where.enrolmentId} commit={commitAttempt} />
    </div>
  );
}

export interface PlayerProps {
  launched: ScormLaunch;
  preview: boolean;
  /**
   * Saves a commit of the attempt: the learner's own call, or for a SCORM connector's learner the
   * attempt's commit key. Keep it (and `onSaved`) the same function across renders: a new one
   * starts the SCO's session again.
   */
  commit: (attemptId: string, body: ScormCommit) => Promise<ScormCommitResult>;
  /** Each save stored, with the attempt's status after it. */
  onSaved?: (result: ScormCommitResult) => void;
  /** The learner left (the exit button). */
  onExit?: () => void;
}

/**
 * The player: the runtime here, the package's SCOs in a frame from the content origin, moving
 * between them in the organisation's order; saves go through `commit`, and by beacon on page hide.
 */
export function Player({ launched, preview, commit, onSaved, onExit }: PlayerProps) {
  const { t } = useTranslation();
  // Its own copy: the sessions keep each SCO's latest data in it, so going back to a SCO starts from there.
  const [launch] = useState<ScormLaunch>(() => ({
    ...launched,
    data: { ...launched.data },
    attempts: { ...launched.attempts },
  }));
  const [scoId, setScoId] = useState(launch.currentSco);
  const [saving, setSaving] = useState<Saving>('idle');
  // The module ended, or (refused) the SCO ended asking for a move its sequencing does not allow.
  const [finished, setFinished] = useState<false | 'ended' | 'refused'>(false);
  // The attempt's commit order, shared by its SCOs' sessions (a mutable holder, made once).
  const [sequence] = useState<Sequence>(() => ({ value: launch.sequence }));
  const [retry, setRetry] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const session = useRef<ScormSession | null>(null);
  const sco = launch.scos.find((item) => item.identifier === scoId) ?? launch.scos[0]!;
  const save = useCallback(
    async (body: ScormCommit) => {
      const result = await commit(launch.attemptId, body);
      onSaved?.(result);
      return result;
    },
    [commit, onSaved, launch.attemptId],
  );

  // One runtime session per SCO shown, made before its frame so the frame's name carries its data.
  const current = useMemo(
    () =>
      new ScormSession(launch, sco, sequence, {
        commit: save,
        beacon: (body) => beaconAttempt(launch.attemptId, body),
        onSaving: (state) => setSaving(state),
        onFinish: (navigation) => {
          const move = nextSco(launch, sco.identifier, navigation, sequencerOf(launch));
          if (move.to === sco.identifier) setRetry((count) => count + 1);
          if (move.to) setScoId(move.to);
          else setFinished(move.refused ? 'refused' : 'ended');
        },
      }),
    // retry: a postcondition rule asked for the same SCO again, in a new session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [launch, sco, sequence, save, retry],
  );
  const name = useMemo(() => current.frameName(), [current]);

  // The session answers its frame while shown; the one before saves what it has and lets go.
  useEffect(() => {
    current.attach(() => frame.current?.contentWindow ?? null);
    session.current = current;
    return () => {
      void current.close();
      if (session.current === current) session.current = null;
    };
  }, [current]);

  // Closing the window or leaving the tab saves by beacon, which outlives the page.
  useEffect(() => {
    const hide = () => session.current?.beacon();
    const visibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, []);

  const multi = launch.scos.length > 1;
  // What the buttons and the list allow, by the package's sequencing with the learner's progress
  // (worked out at each render: every save and move renders).
  const choices = choicesOf(launch, sco.identifier, sequencerOf(launch), finished !== false);
  const go = (target: string | null) => {
    const found = launch.scos.find((item: ScormSco) => item.identifier === target);
    if (!found) return;
    // The SCO shown again after its session ended: a new session in a new frame.
    if (found.identifier === sco.identifier) setRetry((count) => count + 1);
    setScoId(found.identifier);
    setFinished(false);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Group
        component="nav"
        aria-label={t('scormPlayer.navigation')}
        justify="space-between"
        px="sm"
        py={4}
        gap="xs"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text fw={600} size="sm" truncate component="h1" m={0}>
          {launch.title}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c={saving === 'failed' ? 'red' : 'dimmed'} role="status" aria-live="polite">
            {saving === 'saving'
              ? t('scormPlayer.saving')
              : saving === 'saved'
                ? t('scormPlayer.saved')
                : saving === 'failed'
                  ? t('scormPlayer.saveFailed')
                  : ''}
          </Text>
          {multi && (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconChevronLeft size={16} />}
                disabled={!choices.previous}
                onClick={() => go(choices.previous)}
              >
                {t('scormPlayer.previous')}
              </Button>
              <Select
                size="xs"
                aria-label={t('scormPlayer.choose')}
                data={choices.list.map((item) => ({
                  value: item.identifier,
                  label: item.title,
                  disabled: item.disabled,
                }))}
                // Nothing is shown once the SCO has ended, so choosing it again opens it again.
                value={finished ? null : sco.identifier}
                onChange={(value) => go(value)}
                allowDeselect={false}
                w={200}
              />
              <Button
                size="xs"
                variant="default"
                rightSection={<IconChevronRight size={16} />}
                disabled={!choices.continue}
                onClick={() => go(choices.continue)}
              >
                {t('scormPlayer.continue')}
              </Button>
            </>
          )}
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconX size={16} />}
            onClick={() => {
              session.current?.beacon();
              setFinished('ended');
              onExit?.();
            }}
          >
            {t('scormPlayer.exit')}
          </Button>
        </Group>
      </Group>
      {preview && (
        <Alert color="blue" py={4} radius={0}>
          {t('scormPlayer.preview')}
        </Alert>
      )}
      {finished ? (
        <Center style={{ flex: 1 }}>
          <Group gap="xs">
            {finished === 'refused' ? (
              <Text>{t('scormPlayer.refused')}</Text>
            ) : (
              <>
                <IconCheck aria-hidden />
                <Text>{t('scormPlayer.finished')}</Text>
              </>
            )}
          </Group>
        </Center>
      ) : (
        <iframe
          // A new frame per SCO (and per retry of one): its name hands the runtime's data to the frame page as it loads.
          key={`${sco.identifier}:${retry}`}
          ref={frame}
          name={name}
          title={t('scormPlayer.frameTitle', { title: sco.title })}
          src={`${launch.frameUrl}?sco=${encodeURIComponent(sco.identifier)}`}
          allow="fullscreen; autoplay"
          style={{ flex: 1, border: 0, width: '100%' }}
        />
      )}
    </div>
  );
}
