import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHECK_IN_OPENS_MINUTES_BEFORE, type Event, type Occurrence } from '@campus/contracts';
import { IconQrcode } from '../../../../ui/icons';
import { CheckInCodeView } from './CheckInCodeView';

type Item = Pick<Occurrence['items'][number], 'id' | 'datetimeStart' | 'datetimeEnd' | 'timeZone'>;

/** The date whose check-in is open at `now` (30 minutes before it starts to its end), if any. */
export function openCheckInDate(items: readonly Item[], now: Date = new Date()): Item | null {
  return (
    items.find((item) => {
      const opens = new Date(item.datetimeStart).getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000;
      return now.getTime() >= opens && now.getTime() <= new Date(item.datetimeEnd).getTime();
    }) ?? null
  );
}

/** Whether the event keeps registers (attendance, or assessment with registers on; 03 §4). */
export const keepsRegisters = (settings: Event['completionSettings']) =>
  settings.completionType === 'attendance' || (settings.completionType === 'assessment' && settings.enableRegisters);

/**
 * "Show check-in code" (issue 26 item 9): while one of the dates is open for check-in, its
 * register's editors show a rotating QR code full screen in the room. The server decides who may
 * (the register's rule); anyone else who opens it is told why. On the session page (its dates)
 * and the register screen (its date).
 */
export function CheckInCodeButton({ dates, enabled }: { dates: readonly Item[]; enabled: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Item | null>(null);
  const date = openCheckInDate(dates);
  if (!date || !enabled) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => setShown(date)}>
        {t('registerExtras.checkIn.show')}
      </Button>
      {shown && <CheckInCodeView registerId={shown.id} onClose={() => setShown(null)} />}
    </>
  );
}
