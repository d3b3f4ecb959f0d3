import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Center, Group, Loader, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  connectorCourseStatus,
  type ScormCommit,
  type ScormCommitResult,
  type ScormConnectorLaunch,
  type ScormConnectorLaunchBody,
  type ScormConnectorNode,
} from '@campus/contracts';
import { isApiError } from '../../../lib/api/ApiError';
import { EmptyState } from '../../../ui/EmptyState';
import { IconAlertTriangle, IconChevronRight } from '../../../ui/icons';
import { commitByKey, launchConnector } from '../api/playerApi';
import { Player } from './ScormPlayerPage';

/** What the package's script (apps/server/assets/scorm-connector/connector.js) sends. */
interface LaunchMessage {
  type: 'campus-connector:launch';
  connectorId: string;
  key: string;
  learner: { id: string; name: string };
}

const isLaunchMessage = (data: unknown): data is LaunchMessage => {
  const message = data as Partial<LaunchMessage> | null;
  return (
    !!message &&
    message.type === 'campus-connector:launch' &&
    typeof message.key === 'string' &&
    typeof message.learner?.id === 'string' &&
    typeof message.learner.name === 'string'
  );
};

type State =
  | { kind: 'waiting' }
  | { kind: 'notFramed' }
  | { kind: 'failed'; status: number; message: string }
  | { kind: 'playing'; launched: ScormConnectorLaunch; nodes: ScormConnectorNode[] };

/**
 * A SCORM connector package's player (docs/scorm.md "SCORM connectors"), framed by the package's
 * page in another learning system: that page hands over the package's key and its learner by
 * postMessage (never in the address), this page launches the course's SCORM modules in our
 * player, and tells that page the course's status and score after each save, which it passes to
 * its learning system's SCORM API.
 */
export function ConnectorPlayerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [state, setState] = useState<State>(() =>
    window.parent === window ? { kind: 'notFramed' } : { kind: 'waiting' },
  );
  // The package's page: where the launch came from, and where the status goes (that origin only).
  const host = useRef<{ window: MessageEventSource; origin: string; body: ScormConnectorLaunchBody } | null>(null);

  const tellHost = useCallback((message: object) => {
    const to = host.current;
    if (to) (to.window as Window).postMessage(message, to.origin);
  }, []);

  const open = useCallback(
    async (nodeId?: string) => {
      const to = host.current;
      if (!to) return;
      try {
        const launched = await launchConnector(id, { ...to.body, nodeId });
        setState({ kind: 'playing', launched, nodes: launched.nodes });
      } catch (error) {
        setState({
          kind: 'failed',
          status: isApiError(error) ? error.status : 0,
          message: isApiError(error) ? (error.details.reason ?? error.message) : '',
        });
      }
    },
    [id],
  );

  useEffect(() => {
    if (window.parent === window) return;
    const receive = (event: MessageEvent) => {
      // Only the page that frames this one, once: a later message cannot swap the learner.
      if (event.source !== window.parent || host.current || !isLaunchMessage(event.data)) return;
      if (event.data.connectorId !== id) return;
      host.current = {
        window: event.source,
        origin: event.origin,
        body: { key: event.data.key, learner: event.data.learner },
      };
      void open();
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ type: 'campus-connector:ready' }, '*');
    return () => window.removeEventListener('message', receive);
  }, [id, open]);

  // Each save's status updates the node played; the course's status then goes to the package.
  const saved = useCallback((result: ScormCommitResult) => {
    setState((before) =>
      before.kind !== 'playing'
        ? before
        : {
            ...before,
            nodes: before.nodes.map((node) =>
              node.nodeId === before.launched.nodeId
                ? {
                    ...node,
                    completionStatus: result.status.completionStatus,
                    successStatus: result.status.successStatus,
                    scoreScaled: result.status.scoreScaled,
                  }
                : node,
            ),
          },
    );
  }, []);
  const exit = useCallback(() => tellHost({ type: 'campus-connector:exit' }), [tellHost]);
  const nodes = state.kind === 'playing' ? state.nodes : null;
  useEffect(() => {
    if (nodes) tellHost({ type: 'campus-connector:status', course: connectorCourseStatus(nodes) });
  }, [nodes, tellHost]);

  if (state.kind === 'waiting') {
    return (
      <Center mih="60vh">
        <Loader role="status" aria-label={t('scormConnector.waiting')} />
      </Center>
    );
  }
  if (state.kind !== 'playing') {
    const retry = state.kind === 'failed' && (state.status === 0 || state.status >= 500);
    return (
      <Center mih="60vh" p="md">
        <EmptyState
          icon={IconAlertTriangle}
          title={t(
            state.kind === 'notFramed'
              ? 'scormConnector.notFramed'
              : state.status === 404 || state.status === 409
                ? 'scormConnector.unavailable'
                : 'scormConnector.loadFailed',
          )}
          description={state.kind === 'failed' ? state.message : undefined}
          action={
            retry ? (
              <Button variant="default" onClick={() => void open()}>
                {t('scormConnector.retry')}
              </Button>
            ) : undefined
          }
        />
      </Center>
    );
  }
  return <Playing state={state} onSaved={saved} onChoose={(nodeId) => void open(nodeId)} onExit={exit} />;
}

function Playing({
  state,
  onSaved,
  onChoose,
  onExit,
}: {
  state: Extract<State, { kind: 'playing' }>;
  onSaved: (result: ScormCommitResult) => void;
  onChoose: (nodeId: string) => void;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const { launched, nodes } = state;
  const current = nodes.find((node) => node.nodeId === launched.nodeId)!;
  const next = nodes.find((node) => node.nodeId !== current.nodeId && node.completionStatus !== 'completed');
  const course = connectorCourseStatus(nodes);
  const done = course.lessonStatus === 'completed' || course.lessonStatus === 'passed';
  const commitKey = launched.launch.commitKey;
  const commit = useCallback(
    (attemptId: string, body: ScormCommit) => commitByKey(attemptId, { ...body, key: commitKey }),
    [commitKey],
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      {nodes.length > 1 && (
        <Group
          component="nav"
          aria-label={t('scormConnector.modules')}
          justify="space-between"
          px="sm"
          py={4}
          gap="xs"
          wrap="nowrap"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Select
            size="xs"
            aria-label={t('scormConnector.module')}
            data={nodes.map((node) => ({
              value: node.nodeId,
              label: node.completionStatus === 'completed' ? `${node.title} ✓` : node.title,
            }))}
            value={current.nodeId}
            onChange={(value) => value && value !== current.nodeId && onChoose(value)}
            allowDeselect={false}
            w={240}
          />
          <Group gap="xs" wrap="nowrap">
            {done && (
              <Badge color="green" variant="light">
                {t('scormConnector.courseDone')}
              </Badge>
            )}
            {current.completionStatus === 'completed' && next && (
              <Button size="xs" rightSection={<IconChevronRight size={16} />} onClick={() => onChoose(next.nodeId)}>
                {t('scormConnector.next')}
              </Button>
            )}
          </Group>
        </Group>
      )}
      {nodes.length === 1 && done && (
        <Text size="sm" px="sm" py={4} c="green.9" role="status">
          {t('scormConnector.courseDone')}
        </Text>
      )}
      <div style={{ flex: 1, minHeight: 0 }}>
        <Player
          // A new player per attempt: another module of the course is another attempt.
          key={launched.launch.attemptId}
          launched={launched.launch}
          preview={false}
          commit={commit}
          onSaved={onSaved}
          onExit={onExit}
        />
      </div>
    </div>
  );
}
