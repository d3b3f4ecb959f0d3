import { ValidationError } from '../../../lib/errors.js';

/** A bare date from-bound starts the day; a bare to-bound ends it (UTC). */
export function dateBound(value: string | null | undefined, edge: 'from' | 'to'): Date | null | undefined {
  if (value === undefined || value === null) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${edge === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`);
  }
  return new Date(value);
}

export function assertDatesInOrder(fromDate: Date | null | undefined, toDate: Date | null | undefined): void {
  if (fromDate && toDate && toDate < fromDate) {
    throw new ValidationError([
      { path: 'toDate', message: `must be after or equal to ${fromDate.toISOString().slice(0, 10)}` },
    ]);
  }
}
