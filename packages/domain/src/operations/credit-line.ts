import { fail, ok, type Result } from '../errors/domain-error.ts';
import { type Cents, cents } from '../units/units.ts';

/**
 * R-5-20: maximum credit line 100000, read as US dollars (a credit line application asks for a dollar amount;
 * 100000 cents = $1,000 would be below ordinary wholesale orders). Kept in cents like every other amount.
 */
export const MAX_CREDIT_LINE_DOLLARS = 100_000;
export const MAX_CREDIT_LINE: Cents = cents(MAX_CREDIT_LINE_DOLLARS * 100);

/** Validates a requested credit line in cents: a positive whole number of cents up to the maximum. */
export function validateCreditLine(amount: Cents): Result<Cents> {
  if (!Number.isInteger(amount) || amount <= 0)
    return fail([{ path: 'creditLine', message: 'Enter a positive amount', code: 'credit-line-positive' }]);
  if (amount > MAX_CREDIT_LINE)
    return fail([
      { path: 'creditLine', message: 'The maximum credit line is $100,000.00', code: 'credit-line-max' },
    ]);
  return ok(amount);
}
