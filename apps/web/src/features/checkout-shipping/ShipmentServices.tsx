import type { ServiceOption } from '@platen/domain/shipping/shipping-options-quote';
import {
  type HighlightName,
  highlightsOf,
  shippingHighlights,
  suggestedServices,
} from '@platen/domain/shipping/shipping-highlights';
import type { ShippingService } from '@platen/domain/shipping/shipping-services';
import { formatEstimate } from '@platen/domain/shipping/shipping-display';
import { formatIsoDate } from '@platen/domain/format/format-iso-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { useId, useState } from 'react';
import { Badge, type Tone } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';

const HIGHLIGHT: Record<HighlightName, { label: string; tone: Tone }> = {
  recommended: { label: 'Recommended', tone: 'brand' },
  cheapest: { label: 'Cheapest', tone: 'success' },
  fastest: { label: 'Fastest', tone: 'info' },
};

interface Props {
  /** 1-based, for the group's name. */
  index: number;
  shipmentId: string;
  services: readonly ShippingService[];
  chosen: string;
  loading: boolean;
  /** The quoted price and arrival date of each service (by code); null until known. */
  options: Record<string, ServiceOption> | null;
  onChoose(code: string): void;
}

/**
 * A shipment's shipping services: the recommended, cheapest and fastest (domain shipping-highlights) and the
 * chosen one first, each with its price and arrival date; every other allowed service on demand.
 */
export function ShipmentServices({ index, shipmentId, services, chosen, loading, options, onChoose }: Props) {
  const listId = useId();
  const priced = options
    ? services.flatMap((s) => {
        const o = options[s.code];
        return o ? [{ code: s.code, cents: o.cents, arrivalDate: o.arrivalDate }] : [];
      })
    : [];
  const highlights = shippingHighlights(priced);
  const codes = services.map((s) => s.code);
  const { suggested } = suggestedServices(codes, highlights, chosen);
  // Nothing to suggest from (the cart is too large to price every option): every service at once.
  const unpriced = !options && !loading;
  const [all, setAll] = useState(false);
  const showAll = all || unpriced || suggested.length === 0;
  const shown = showAll ? [...suggested, ...codes.filter((c) => !suggested.includes(c))] : suggested;
  const byCode = new Map(services.map((s) => [s.code, s]));
  return (
    <>
      <div
        id={listId}
        role="radiogroup"
        aria-label={`Shipping method for shipment ${index}`}
        aria-busy={loading}
        className="ship-options"
      >
        {shown.map((code) => {
          const service = byCode.get(code);
          if (!service) return null;
          const tags = highlightsOf(code, highlights);
          return (
            <label key={code} className="ship-option">
              <input
                type="radio"
                name={`method-${shipmentId}`}
                checked={chosen === code}
                onChange={() => onChoose(code)}
              />
              <span className="ship-option-name">
                {service.description}
                {service.estimate ? ` (${formatEstimate(service.estimate)})` : ''}
              </span>
              {tags.length > 0 && (
                <span className="ship-option-tags">
                  {tags.map((t) => (
                    <Badge key={t} tone={HIGHLIGHT[t].tone}>
                      {HIGHLIGHT[t].label}
                    </Badge>
                  ))}
                </span>
              )}
              <OptionPrice loading={loading} option={options?.[code] ?? null} />
            </label>
          );
        })}
      </div>
      {!unpriced && suggested.length > 0 && suggested.length < codes.length && (
        <Button
          variant="quiet"
          size="sm"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {showAll ? 'Show only the suggested services' : `Show all ${codes.length} services`}
        </Button>
      )}
    </>
  );
}

/** An option's price and arrival date for its shipment, once the quote has them. */
function OptionPrice({ loading, option }: { loading: boolean; option: ServiceOption | null }) {
  if (!option) return loading ? <span className="ship-option-price muted"> · pricing…</span> : null;
  return (
    <span className="ship-option-price" data-testid="option-price">
      <span className="visually-hidden"> · </span>
      <strong>{formatDollars(option.cents)}</strong>
      <span className="visually-hidden">, </span>
      <span className="muted">
        {option.arrivalDate
          ? `arrives by ${formatIsoDate(option.arrivalDate)}`
          : 'no delivery date (pick up)'}
      </span>
    </span>
  );
}
