import { formatDollars } from '@platen/domain/money/format-dollars';
import './ui.css';

/**
 * Cents as money text. US dollars in en-US read as the spec's "$1,234.56" (domain formatDollars, O-9-25); any
 * other locale or currency goes through Intl.NumberFormat.
 */
export function formatPrice(cents: number, currency = 'USD', locale = 'en-US'): string {
  if (currency === 'USD' && locale === 'en-US') return formatDollars(cents);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

export interface PriceProps {
  cents: number;
  currency?: string;
  locale?: string;
  size?: 'md' | 'lg';
  /** A former price, struck through and read as "was". */
  was?: boolean;
}

/** A price from cents: tabular figures, the machine value kept in a <data> element. */
export function Price({ cents, currency = 'USD', locale = 'en-US', size = 'md', was = false }: PriceProps) {
  const text = formatPrice(cents, currency, locale);
  const classes = ['ui-price', size === 'lg' ? 'ui-price--lg' : '', was ? 'ui-price--was' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <data className={classes} value={cents}>
      {was && <span className="visually-hidden">was </span>}
      {text}
    </data>
  );
}
