import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { SUCCESS_TOAST_AUTO_CLOSE_MS, TOAST_DEFAULT_LINK_TEXT } from '@campus/contracts';
import { i18n } from '../lib/i18n/i18n';

/**
 * Toasts as 01 §3/§4 describe them: success closes after 5 s, errors stay until closed,
 * normal ones behave like success. They stack at the top (see <Notifications> in the root layout).
 */
export type ToastStatus = 'success' | 'error' | 'normal';

export interface ToastInput {
  title?: string;
  message: ReactNode;
  /** Optional link under the message; text defaults to 'View'. */
  link?: { to: string; text?: string };
  id?: string;
}

const STYLE: Record<ToastStatus, { color: string; autoClose: number | false }> = {
  success: { color: 'teal', autoClose: SUCCESS_TOAST_AUTO_CLOSE_MS },
  error: { color: 'red', autoClose: false },
  normal: { color: 'brand', autoClose: SUCCESS_TOAST_AUTO_CLOSE_MS },
};

function body(message: ReactNode, link: ToastInput['link']): ReactNode {
  if (!link) return message;
  return (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      <Anchor component={Link} to={link.to} size="sm" fw={600}>
        {link.text ?? TOAST_DEFAULT_LINK_TEXT}
      </Anchor>
    </Stack>
  );
}

function show(status: ToastStatus, { title, message, link, id }: ToastInput): string {
  const { color, autoClose } = STYLE[status];
  return notifications.show({
    id,
    title,
    message: body(message, link),
    color,
    autoClose,
    withCloseButton: true,
    // The close button needs a name, and the message full contrast (the default grey fails WCAG AA).
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
    styles: { description: { color: 'var(--mantine-color-text)' } },
    'data-status': status,
  });
}

export const toast = {
  success: (input: ToastInput) => show('success', input),
  error: (input: ToastInput) => show('error', input),
  normal: (input: ToastInput) => show('normal', input),
  hide: (id: string) => notifications.hide(id),
};
