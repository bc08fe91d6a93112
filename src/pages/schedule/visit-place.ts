import { type BaseRecord, type HttpError, useList } from '@refinedev/core';

import { listingAddress } from '../leads/listing-place';

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A record a schedule may carry its listing as (a populated `property_id`, a `listing`, a `property`). */
const carriedListing = (schedule: BaseRecord): unknown[] => [
  schedule,
  schedule.property_id,
  schedule.listing,
  schedule.house,
];

/**
 * The address of a visit's listing: on the schedule itself when the service sends it there (its own
 * `address`, or its listing nested), else on the listing, found by its title in the listings (`search`,
 * as Ctrl+K finds it) and matched by its id (`property_id`). '' while it is read, and when neither has
 * a street address (a city alone is no place to send a customer to).
 */
export function useVisitAddress(schedule: BaseRecord): string {
  const carried = carriedListing(schedule).map(listingAddress).find(Boolean) ?? '';
  const id = textOf(schedule.property_id);
  const title = textOf(schedule.title);
  const { result } = useList<BaseRecord, HttpError>({
    resource: 'listing',
    filters: [{ field: 'search', operator: 'eq', value: title }],
    pagination: { pageSize: 10 },
    queryOptions: { enabled: !carried && Boolean(title) && Boolean(id) },
    // the visit is shown without it: no directions rather than an Error dialog
    successNotification: false,
    errorNotification: false,
  });
  if (carried) return carried;
  return listingAddress(result.data.find((row) => textOf(row.id) === id));
}
