import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Register } from '@campus/contracts';
import { IconPrinter } from '../../../../ui/icons';
import { printPaths } from '../paths';
import { CheckInCodeButton } from './CheckInCodeButton';

/** "Print" on the register and summary screens: their /print screens (03 §2). */
export function PrintLink({
  eventId,
  sessionId,
  registerId,
}: {
  eventId: string;
  sessionId: string;
  /** The register's id; without it, the session's summary. */
  registerId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={registerId ? printPaths.register(eventId, sessionId, registerId) : printPaths.summary(eventId, sessionId)}
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
    >
      {t('registerExtras.print.open')}
    </Button>
  );
}

/** The register screen's extra actions: Print, and Show check-in code while its date is open and it may be filled in. */
export function RegisterExtrasActions({
  eventId,
  sessionId,
  register,
  editable,
}: {
  eventId: string;
  sessionId: string;
  register: Pick<Register, 'id' | 'datetimeStart' | 'datetimeEnd' | 'timeZone' | 'completed'>;
  editable: boolean;
}) {
  return (
    <>
      <PrintLink eventId={eventId} sessionId={sessionId} registerId={register.id} />
      <CheckInCodeButton dates={[register]} enabled={editable && !register.completed} />
    </>
  );
}
