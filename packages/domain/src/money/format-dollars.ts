import { toCents } from './cents.ts';

const split = (amount: number) => {
  const c = toCents(amount);
  const abs = Math.abs(c);
  return {
    sign: c < 0 ? '-' : '',
    whole: Math.trunc(abs / 100),
    fraction: String(abs % 100).padStart(2, '0'),
  };
};

/** O-9-25 / R-9-107: cents as plain dollars with 2 decimals, no symbol or grouping ("1234.5" -> "1234.50"). */
export function centsToDollars(amount: number): string {
  const { sign, whole, fraction } = split(amount);
  return `${sign}${whole}.${fraction}`;
}

/** O-9-25 / R-9-107: cents shown as dollars with 2 decimals, "$" and thousands separators ("-$1,234.56"). */
export function formatDollars(amount: number): string {
  const { sign, whole, fraction } = split(amount);
  return `${sign}$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
