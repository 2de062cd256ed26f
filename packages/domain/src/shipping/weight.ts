/** A parcel weight with its unit spelled out, so 13 oz and 1 lb are never confused. */
export interface Weight {
  readonly amount: number;
  readonly unit: 'lb' | 'oz';
}

export const OUNCES_PER_POUND = 16;

/** A weight in ounces. */
export const ounces = (amount: number): Weight => ({ amount, unit: 'oz' });
/** A weight in pounds. */
export const pounds = (amount: number): Weight => ({ amount, unit: 'lb' });

/** The weight in ounces, whatever its unit. */
export function toOunces(weight: Weight): number {
  return weight.unit === 'oz' ? weight.amount : weight.amount * OUNCES_PER_POUND;
}

/** Human text: "13 oz", "25 lb". */
export function formatWeight(weight: Weight): string {
  return `${weight.amount} ${weight.unit}`;
}
