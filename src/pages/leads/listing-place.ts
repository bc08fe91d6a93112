import { type NamedField, namesOf, valueAt } from '../../resources/read-field';

/**
 * Where a listing is, by the names its record (GET /house-list/admin, the listing declaration's
 * `address`, `village`, `district`, `city`) or a lead group carrying its listing may answer it under.
 * The contract names none of a group's fields; a nested `property` is a grouping that joins its listing.
 */
const PLACE_FIELDS: readonly NamedField[] = [
  {
    key: 'address',
    accepts: ['address', 'alamat', 'location', 'property.address', 'property.alamat', 'property.location'],
  },
  { key: 'village', accepts: ['village', 'kelurahan', 'property.village'] },
  { key: 'district', accepts: ['district', 'kecamatan', 'property.district'] },
  { key: 'city', accepts: ['city', 'kota', 'property.city'] },
];

/** The first text under a field's names (a `location` given as coordinates is no text: the next name is read). */
function textAt(record: unknown, field: NamedField): string {
  for (const name of namesOf(field)) {
    const value = valueAt(record, name);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/**
 * The listing's address as a person finds it: its street address, then the village, district and city
 * it does not already name ("Jl. Melati No. 12, Dago, Coblong, Bandung"). '' without a street address:
 * a city alone is no location to send a customer to.
 */
export function listingAddress(record: unknown): string {
  const [street, ...area] = PLACE_FIELDS.map((field) => textAt(record, field));
  const address = street.replace(/[\s,.]+$/, '');
  if (!address) return '';
  const parts = [address];
  for (const part of area) {
    const named = parts.join(', ').toLowerCase();
    if (part && !named.includes(part.toLowerCase())) parts.push(part);
  }
  return parts.join(', ');
}
