import { describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { toast } from './toast';

describe('toast', () => {
  it('closes success toasts after 5000 ms', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    toast.success({ title: 'Saved', message: 'All good' });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ autoClose: 5000, title: 'Saved', message: 'All good' }),
    );
  });

  it('keeps error toasts until closed', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    toast.error({ title: 'Error', message: 'Broken' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: false, withCloseButton: true }));
  });

  it('shows normal toasts', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    toast.normal({ message: 'FYI' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ 'data-status': 'normal' }));
  });
});
