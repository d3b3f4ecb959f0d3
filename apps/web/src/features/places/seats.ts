import type { CostPeriod } from '@campus/contracts';
import { i18n } from '../../lib/i18n/i18n';
import { formatMoney } from '../../lib/money/money';

/** "Room seats 'N seats' or '1 seat'" (03 §9). */
export const seats = (capacity: number): string => i18n.t('venues.seats', { count: capacity });

/** A room's cost in pounds with its period: "£40.00 per hour". */
export const costText = (cost: number, period: CostPeriod): string =>
  i18n.t(`venues.costPer.${period}`, { cost: formatMoney(cost) });
