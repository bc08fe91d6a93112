import { type HttpHandler, HttpResponse } from 'msw';

import type { ServiceBases } from '../bases';
import { noteActivity, userAgentOf } from '../domain/activity-log';
import { demoHttp, setChangeNoter } from '../lib/http';
import { authHandlers } from './auth';
import { allDeclaredHandlers } from './declared';
import { financeHandlers } from './finance';
import { leadHandlers } from './leads';
import { listingHandlers } from './listings';
import { masterHandlers } from './master';
import { notificationHandlers } from './notifications';
import { paymentHandlers } from './payment';
import { premiumHandlers } from './premium';
import { allRegionHandlers } from './regions';
import { requestHandlers } from './requests';
import { uploadHandlers } from './upload';

const trim = (base: string) => base.replace(/\/+$/, '');

/** Any other path under a demo base: a JSON 404 rather than the dev server's index.html. */
function fallback(base: string): HttpHandler {
  return demoHttp('all', `${base}/*`, () =>
    HttpResponse.json({ status: 404, message: 'Endpoint tidak ditemukan' }, { status: 404 }),
  );
}

/** The path of `url` below the service base it is under (`/house-list/status/1`). */
function pathBelow(url: URL, bases: readonly string[]): string {
  for (const base of bases) {
    const prefix = new URL(base, url.origin).pathname.replace(/\/+$/, '');
    if (url.pathname.startsWith(`${prefix}/`)) return url.pathname.slice(prefix.length);
  }
  return url.pathname;
}

/** Every endpoint of docs/contract.md section 7, on the four services. */
export function createHandlers(bases: ServiceBases): HttpHandler[] {
  const main = trim(bases.main);
  const payment = trim(bases.payment);
  const auth = trim(bases.auth);
  const upload = trim(bases.upload);
  // every change the demo's services make is written in the activity log (Payment > Logs)
  const services = [main, payment, auth, upload].sort((a, b) => b.length - a.length);
  setChangeNoter(({ method, url, body, caller, request }) =>
    noteActivity({ method, path: pathBelow(url, services), body, caller }, userAgentOf(request)),
  );
  return [
    ...authHandlers(auth),
    ...listingHandlers(main),
    ...premiumHandlers(main),
    ...leadHandlers(main),
    ...requestHandlers(main),
    ...masterHandlers(main),
    ...allDeclaredHandlers({ main, payment, auth, upload }),
    ...allRegionHandlers(main),
    ...financeHandlers(main),
    ...notificationHandlers(main),
    ...paymentHandlers(payment),
    ...uploadHandlers(upload),
    ...[...new Set([main, payment, auth, upload])].map(fallback),
  ];
}
