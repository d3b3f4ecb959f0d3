import { Notifications } from '@mantine/notifications';
import { TOAST_ANIMATION_MS } from '@campus/contracts';
import classes from './ToastStack.module.css';

/** Above everything but the account menu (AccountMenu), which must stay usable while a toast shows. */
export const TOAST_Z_INDEX = 1000;

/**
 * Where toasts show (01 §2 "Toasts stack at the top", 300 ms animation). On a phone the stack
 * starts under the sticky header, so a toast never covers the logo or the account menu (issue 12,
 * defect 5); on a wide screen it sits over the middle of the header, which holds neither.
 */
export function ToastStack() {
  return (
    <Notifications
      position="top-center"
      transitionDuration={TOAST_ANIMATION_MS}
      limit={5}
      zIndex={TOAST_Z_INDEX}
      classNames={{ root: classes.stack }}
    />
  );
}
