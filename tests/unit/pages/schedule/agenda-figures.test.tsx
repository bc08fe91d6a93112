// The figure for 2,000 schedules: how long until the agenda's first day shows and until its read is
// over, printed, never asserted. Run it on its own:
//   AGENDA_FIGURES=1 npx vitest run tests/unit/pages/schedule/agenda-figures.test.tsx
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import type { Listing, Schedule } from '../../../../src/mocks/types';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';
import { dayRegion, placedListing, readStatus as status, visit, visitsIn } from './visits';

const { requests, server } = withDemoBackend();

describe.runIf(process.env.AGENDA_FIGURES === '1')(
  'the figure for 2,000 schedules (printed, not asserted)',
  { timeout: 120000 },
  () => {
    /** 2,000 visits from a year back to three months ahead, a few a day, as a busy team's list. */
    function busyYear(listing: Listing): Schedule[] {
      return Array.from({ length: 2000 }, (_, index) => {
        const day = 90 - Math.floor((index * 456) / 2000);
        return visit(
          day,
          `${String(9 + (index % 8)).padStart(2, '0')}:00`,
          `Pelanggan ${index + 1}`,
          listing,
          {
            status: day < 0 ? 'done' : 'scheduled',
          },
        );
      });
    }

    for (const [what, latencyMs, sorted] of [
      ['newest first, answered at once', 0, true],
      ['newest first, 300 ms a call', 300, true],
      ['not sorted by date, 300 ms a call', 300, false],
    ] as const)
      it(`reads them ${what}`, async () => {
        const listing = placedListing('Rumah Bench', { address: 'Jl. Bench No. 1', city: 'Bandung' });
        db.schedules = busyYear(listing);
        const todays = db.schedules.filter((one) => dayjs(one.date).isSame(dayjs(), 'day')).length;
        server.use(
          http.get(/\/schedule-house-list$/, async ({ request }) => {
            // the service's own time to answer (MSW's delay), not a wait of the test
            if (latencyMs) await delay(latencyMs);
            if (sorted) return undefined;
            const query = new URL(request.url).searchParams;
            const [page, limit] = [Number(query.get('page')), Number(query.get('limit'))];
            return HttpResponse.json({
              status: 200,
              message: 'OK',
              data: db.schedules.slice((page - 1) * limit, page * limit).reverse(),
              document_count: db.schedules.length,
            });
          }),
        );
        const started = performance.now();
        renderScreen('/dashboard/schedule?view=agenda', { as: SUPERADMIN });
        await screen.findByRole('heading', { name: 'Agenda kunjungan', level: 1 }, { timeout: 30000 });
        const drawn = performance.now() - started;
        const today = await dayRegion(/^Hari ini, /);
        await waitFor(() => expect(visitsIn(today)).toHaveLength(todays), { timeout: 60000, interval: 5 });
        const firstDay = performance.now() - started;
        const pagesAtFirstDay = callsTo(requests, '/schedule-house-list').length;
        await waitFor(() => expect(status()).toMatch(/^(Sudah dibaca sampai|Semua)/), {
          timeout: 60000,
          interval: 5,
        });
        const done = performance.now() - started;
        console.info(
          `[agenda 2,000 schedules, ${what}] screen drawn after ${Math.round(drawn)} ms; ` +
            `first day (${todays} visits) after ${Math.round(firstDay)} ms, ` +
            `${pagesAtFirstDay} calls; read over after ${Math.round(done)} ms, ` +
            `${callsTo(requests, '/schedule-house-list').length} calls: "${status()}"`,
        );
      });
  },
);
