import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AuthOption, IDENTITY_ENDPOINTS } from '@campus/contracts';
import { endpointUrl } from '../../../../lib/api/callEndpoint';

interface SsoStepProps {
  email: string;
  authOptions: readonly AuthOption[];
  /** The person has an account, so a password sign-in is offered too. */
  passwordAllowed: boolean;
  onUsePassword: () => void;
  onChangeEmail: () => void;
}

/**
 * The 'sso' stage (01 §2): one button per identity provider. Each is a link the browser follows
 * to the server, which sends it on to the provider; the provider's answer comes back through
 * /landing?sso=.
 */
export function SsoStep({ email, authOptions, passwordAllowed, onUsePassword, onChangeEmail }: SsoStepProps) {
  const { t } = useTranslation();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const firstOption = useRef<HTMLAnchorElement>(null);

  // The stage replaced the email form: put the keyboard on its first choice.
  useEffect(() => firstOption.current?.focus(), []);

  return (
    <Stack gap="md" component="section" aria-label={t('login.sso.optionsLabel')}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('login.signingInAs')} <strong>{email}</strong>
        </Text>
        <Anchor component="button" type="button" onClick={onChangeEmail} aria-label={t('login.changeEmail')}>
          {t('login.change')}
        </Anchor>
      </Group>
      <Text>{t('login.sso.intro')}</Text>
      {authOptions.map((option, index) => (
        <Button
          key={option.id}
          component="a"
          href={endpointUrl(IDENTITY_ENDPOINTS.samlLogin, { id: option.id })}
          ref={index === 0 ? firstOption : undefined}
          loading={leavingFor === option.id}
          onClick={() => setLeavingFor(option.id)}
          fullWidth
          // Provider names can be long: wrap them rather than cut them off on a phone.
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
        >
          {t('login.sso.continueWith', { name: option.name })}
        </Button>
      ))}
      {passwordAllowed && (
        <>
          <Divider label={t('login.sso.or')} labelPosition="center" />
          <Button variant="default" onClick={onUsePassword} fullWidth>
            {t('login.sso.usePassword')}
          </Button>
        </>
      )}
    </Stack>
  );
}
