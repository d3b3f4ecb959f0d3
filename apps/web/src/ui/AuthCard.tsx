import type { ReactNode } from 'react';
import { AuthLayout } from './AuthLayout';

/** The centred card of the open pages (sign-up, invitations): the page's main landmark and heading, in the brand frame. */
export function AuthCard({ title, children, width = 480 }: { title: string; children: ReactNode; width?: number }) {
  return (
    <AuthLayout title={title} width={width}>
      {children}
    </AuthLayout>
  );
}
