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
const keepsRegisters = (settings: Event['completionSettings']) =>
  settings.completionType === 'attendance' || (settings.completionType === 'assessment' && settings.enableRegisters);

/**
 * "Show check-in code" (issue 26 item 9): while a date of the session is open for check-in, its
 * register's editors show a rotating QR code full screen in the room. The server decides who may
 * (the register's rule); anyone else who opens it is told why.
 */
export function CheckInCodeButton({
  session,
  completionSettings,
}: {
  session: Pick<Occurrence, 'status' | 'items'>;
  completionSettings: Event['completionSettings'];
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Item | null>(null);
  const date = openCheckInDate(session.items);
  if (!date || session.status === 'cancelled' || !keepsRegisters(completionSettings)) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => setShown(date)}>
        {t('registerExtras.checkIn.show')}
      </Button>
      {shown && <CheckInCodeView registerId={shown.id} onClose={() => setShown(null)} />}
    </>
  );
}
