import type { Issue, Result } from '../errors/domain-error.ts';
import { fail, ok } from '../errors/domain-error.ts';
import type { Carrier } from './carriers.ts';

/**
 * O-9-69: carrier account numbers are configuration, never source: the value is withheld by the spec and is a
 * secret of the business. The server reads these keys from its environment and passes them in.
 */
export const CARRIER_ACCOUNT_CONFIG_KEYS = {
  UPS: 'UPS_ACCOUNT_NUMBER',
} as const satisfies Partial<Record<Carrier, string>>;

export type AccountCarrier = keyof typeof CARRIER_ACCOUNT_CONFIG_KEYS;

/** UPS shipper numbers are 6 alphanumeric characters. */
const UPS_ACCOUNT = /^[A-Z0-9]{6}$/;

/** The configured account number of a carrier, or an issue naming the missing or malformed key. */
export function carrierAccountNumber(
  config: Readonly<Record<string, string | undefined>>,
  carrier: AccountCarrier,
): Result<string> {
  const key = CARRIER_ACCOUNT_CONFIG_KEYS[carrier];
  const value = (config[key] ?? '').trim().toUpperCase();
  const issue = (message: string): Issue => ({ path: key, message, code: 'carrier_account' });
  if (value === '') return fail([issue(`${key} is not configured.`)]);
  if (!UPS_ACCOUNT.test(value)) return fail([issue(`${key} must be 6 letters or digits.`)]);
  return ok(value);
}
