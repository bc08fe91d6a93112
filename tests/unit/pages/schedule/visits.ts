// Visits and the agenda's screen as the agenda's tests read them.
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';

import { db } from '../../../../src/mocks/db';
import type { Listing, Schedule } from '../../../../src/mocks/types';

/** A listing of the seed renamed and placed, so that its visits name it and its address is known. */
export function placedListing(title: string, place: Partial<Listing>): Listing {
  const listing = db.listings.find((one) => one.status === 'active');
  if (!listing) throw new Error('no active listing in the seed');
  Object.assign(listing, { title, ...place });
  return listing;
}

let serial = 0;
/** A visit `day` days from today at `time` (local), for `listing`. */
export function visit(
  day: number,
  time: string,
  name: string,
  listing: Listing,
  extra: Partial<Schedule> = {},
): Schedule {
  const [hour, minute] = time.split(':').map(Number);
  serial += 1;
  return {
    _id: `visit-${serial}`,
    property_id: listing.id,
    title: listing.title,
    customer_name: name,
    phone: '',
    date: dayjs().startOf('day').add(day, 'day').hour(hour).minute(minute).toISOString(),
    status: 'scheduled',
    note: '',
    agent_id: listing.agent_id,
    created_at: dayjs().subtract(10, 'day').toISOString(),
    ...extra,
  };
}

/** `count` visits from `fromDay` back, one a day at 10.00 (the list's past). */
export function pastVisits(count: number, listing: Listing, fromDay = -1): Schedule[] {
  return Array.from({ length: count }, (_, index) =>
    visit(fromDay - index, '10:00', `Lampau ${index + 1}`, listing, { status: 'done' }),
  );
}

/** A day of the agenda, by its heading ("Hari ini, Kamis, 26 November 2026"). */
export const dayRegion = (name: RegExp) => screen.findByRole('region', { name }, { timeout: 30000 });
/** The visits a day or a time of it lists. */
export const visitsIn = (region: HTMLElement) => within(region).queryAllByRole('article');
/** How far the agenda has read, as the line under its title says. */
export const readStatus = () => document.querySelector('.page-subtitle')?.textContent ?? '';
