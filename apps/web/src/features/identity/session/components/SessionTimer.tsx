import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SESSION_WARNING_SECONDS, type SessionErrorCode } from '@campus/contracts';
import { renewSession } from '../../../../lib/session/keepAlive';
import { useSession } from '../../../../lib/session/useSession';
import { useSessionEnd } from '../hooks/useSessionEnd';

async function renewOrEnd(onFailed: (code: SessionErrorCode) => Promise<void>): Promise<void> {
  const outcome = await renewSession();
  if (outcome.status === 'failed') await onFailed(outcome.code);
}

const secondsUntil = (exp: number) => Math.max(0, Math.ceil(exp - Date.now() / 1000));

/**
 * The session timer (01 §4): counts down to the workspace token's expiry each second; from
 * 60 seconds it shows the non-closable 'Stay logged in?' dialog; at 0 it logs out. It also
 * renews the token after navigation and on clicks (throttled to once per 600 s).
 */
export function SessionTimer() {
  const { t } = useTranslation();
  const { workspace } = useSession();
  const { pathname } = useLocation();
  const { onRenewalFailed, onInactive, onLogOut } = useSessionEnd();
  const exp = workspace && workspace.origin !== 'subdomain' ? workspace.exp : null;
  const [secondsLeft, setSecondsLeft] = useState(() => (exp ? secondsUntil(exp) : Infinity));
  const [staying, setStaying] = useState(false);
  const warning = exp !== null && secondsLeft <= SESSION_WARNING_SECONDS;
  const warningRef = useRef(warning);
  useEffect(() => {
    warningRef.current = warning;
  }, [warning]);

  useEffect(() => {
    if (exp === null) return;
    const tick = () => setSecondsLeft(secondsUntil(exp));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [exp]);

  useEffect(() => {
    if (exp !== null && secondsLeft === 0) void onInactive();
  }, [exp, secondsLeft, onInactive]);

  // After each navigation, and on any click while the dialog is not asking.
  useEffect(() => {
    void renewOrEnd(onRenewalFailed);
  }, [pathname, onRenewalFailed]);
  useEffect(() => {
    const onClick = () => {
      if (!warningRef.current) void renewOrEnd(onRenewalFailed);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [onRenewalFailed]);

  const stay = async () => {
    setStaying(true);
    const outcome = await renewSession({ force: true });
    setStaying(false);
    if (outcome.status === 'failed') await onRenewalFailed(outcome.code);
  };

  // Composed by hand: the stock modal header is a <header>, which reads as a second banner.
  return (
    <Modal.Root
      opened={warning && secondsLeft > 0}
      onClose={() => undefined}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={700} fz="lg" mb="sm">
            {t('session.dialogTitle')}
          </Modal.Title>
          <Text role="timer" aria-live="polite">
            {t('session.dialogBody', { seconds: secondsLeft })}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => void onLogOut()}>
              {t('session.dialogLogOut')}
            </Button>
            <Button onClick={() => void stay()} loading={staying} data-autofocus>
              {t('session.dialogStay')}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
