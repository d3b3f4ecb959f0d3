import { Outlet } from 'react-router';
import { ToastStack } from '../../ui/ToastStack';
import { useDocumentTitle } from './useDocumentTitle';
import { useEmailLinkEntry } from './useEmailLinkEntry';

/**
 * Wraps every route: the page title, email-link entry (any address may carry it) and the toast
 * stack.
 */
export function RootLayout() {
  useDocumentTitle();
  useEmailLinkEntry();
  return (
    <>
      <ToastStack />
      <Outlet />
    </>
  );
}
