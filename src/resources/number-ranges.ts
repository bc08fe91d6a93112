import type { FieldDecl } from './types';

type Range = Pick<FieldDecl, 'min' | 'max' | 'whole'>;

/**
 * The plausible values of the registry's number and money fields, by kind: a value outside is refused
 * in the form with its reason (a typo such as 99.999.999.999 rooms, or 1,5 read as Rp 1). Every bound
 * is far below `Number.MAX_SAFE_INTEGER`, so what passes is exact.
 */
export const numberRanges = {
  /** a property's asking price: from a village plot to a tower */
  propertyPrice: { min: 1_000_000, max: 1_000_000_000_000 },
  /** land, building or apartment price per m² (an area indicator, a fair-price indicator) */
  pricePerM2: { min: 1_000, max: 1_000_000_000 },
  /** a budget for a property someone looks for, a loan */
  propertyBudget: { min: 0, max: 1_000_000_000_000 },
  /** a person's monthly income */
  monthlyIncome: { min: 0, max: 100_000_000_000 },
  /** a subscription package's price, an ad's budget */
  packagePrice: { min: 0, max: 1_000_000_000 },
  /** land in m² (up to 1.000 ha) */
  landArea: { min: 0, max: 10_000_000 },
  /** floor area in m² */
  buildingArea: { min: 0, max: 1_000_000 },
  rooms: { min: 0, max: 50, whole: true },
  floors: { min: 0, max: 150, whole: true },
  percent: { min: 0, max: 100 },
  days: { min: 1, max: 3_650, whole: true },
  years: { min: 1, max: 40, whole: true },
  quota: { min: 0, max: 100_000, whole: true },
} as const satisfies Record<string, Range>;

/** The range of a field that declares none, by its type. */
const byType = {
  money: { min: 0, max: 1_000_000_000_000_000 },
  number: { min: 0, max: 1_000_000_000 },
} as const;

export interface NumberRange {
  /** The least value taken; with `positive`, more than it (a price of 0 is refused too). */
  min: number;
  max: number;
  whole: boolean;
  /** More than 0, not only at least `min`. */
  positive: boolean;
}

/** What a number or money field takes: its declared range, else its type's. */
export function numberRangeOf(field: FieldDecl): NumberRange {
  const base = field.type === 'money' ? byType.money : byType.number;
  return {
    min: field.min ?? base.min,
    max: field.max ?? base.max,
    whole: field.type === 'money' || field.whole === true,
    positive: field.positive === true,
  };
}
