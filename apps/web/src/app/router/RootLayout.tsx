import { Notifications } from '@mantine/notifications';
import { TOAST_ANIMATION_MS } from '@campus/contracts';
import { Outlet } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle';
import { useEmailLinkEntry } from './useEmailLinkEntry';

/**
 * Wraps every route: the page title, email-link entry (any address may carry it) and the toast
 * stack (top of the screen, 300 ms animation).
 */
export function RootLayout() {
  useDocumentTitle();
  useEmailLinkEntry();
  return (
    <>
      <Notifications position="top-center" transitionDuration={TOAST_ANIMATION_MS} limit={5} zIndex={1000} />
      <Outlet />
    </>
  );
}
