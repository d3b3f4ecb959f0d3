import { CURRENCY } from '@campus/contracts';

const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY });

/** Pounds sterling in the British style, e.g. 12.5 → "£12.50". */
export function formatMoney(amount: number): string {
  return formatter.format(amount);
}
