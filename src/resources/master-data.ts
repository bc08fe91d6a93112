import { readIndonesianNumber } from '../locales/numbers';
import { masterNameField } from './builders';
import type { FieldDecl, Values } from './types';

/** A price as an integer; text is read the Indonesian way ("7.500.000,50" is 7500000). */
function toInteger(value: unknown): number {
  const n = typeof value === 'number' ? value : readIndonesianNumber(String(value ?? ''));
  return n !== undefined && Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** docs/contract.md sections 3 and 5: the indicator save sends integer prices and always status true. */
export function toIndicatorBody(values: Values): Values {
  return {
    ...values,
    building_price: toInteger(values.building_price),
    land_price: toInteger(values.land_price),
    apartment_price: toInteger(values.apartment_price),
    status: true,
  };
}

/** A master record's name: required, at most MASTER_NAME_MAX, refused when like another's. */
export const nameOfRecord: FieldDecl = masterNameField();

export const nameField: FieldDecl[] = [nameOfRecord];
