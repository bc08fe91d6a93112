// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { type CheckReport, formatReport, runContractCheck } from '../../../src/contract-check/check';
import { BASES, setReplyShapeInNode, withDemoServer } from '../mocks/support';

withDemoServer();

const options = {
  api: BASES.main,
  payment: BASES.payment,
  auth: BASES.auth,
  email: 'superadmin@demo.id',
  password: 'demo12345',
};

/** Every request the check sends, by method. */
function recordMethods(): { methods: string[]; urls: string[]; fetch: typeof fetch } {
  const methods: string[] = [];
  const urls: string[] = [];
  return {
    methods,
    urls,
    fetch: (input, init) => {
      methods.push(init?.method ?? 'GET');
      urls.push(String(input));
      return fetch(input, init);
    },
  };
}

const callOf = (report: CheckReport, resource: string, operation = 'list') => {
  const found = report.calls.find((one) => one.resource === resource && one.operation === operation);
  if (!found) throw new Error(`no ${operation} call of ${resource}`);
  return found;
};
const fieldOf = (report: CheckReport, resource: string, key: string, operation = 'list') => {
  const found = callOf(report, resource, operation).fields.find((one) => one.key === key);
  if (!found) throw new Error(`no field ${key} in ${resource}`);
  return found;
};

describe('npm run contract-check against the demo backend', { timeout: 60000 }, () => {
  it('the demo shape: signs in, reads every list a page of 5 with GET only, and every call passes', async () => {
    const { methods, urls, fetch } = recordMethods();
    const report = await runContractCheck({ ...options, fetch });
    expect(report.signIn).toMatchObject({ ok: true, status: 200, menu: 'full' });
    expect(report.failed).toBe(false);
    // the documented login is the only call that is not a GET
    expect(methods[0]).toBe('POST');
    expect(methods.slice(1).every((method) => method === 'GET')).toBe(true);
    const listing = callOf(report, 'listing');
    expect(new URL(listing.url).searchParams.get('limit')).toBe('5');
    expect(listing).toMatchObject({ status: 200, ok: true, rows: 5, envelope: 'data + document_count' });
    expect(fieldOf(report, 'leads', 'total_leads')).toMatchObject({
      status: 'found',
      foundAs: 'total_leads',
    });
    expect(fieldOf(report, 'dashboard', 'standard', 'statistic')).toMatchObject({
      foundAs: 'standard.count',
    });
    // a GET that changes something (marks every notification read) is never sent
    expect(callOf(report, 'notification-own', 'read-all')).toMatchObject({ skipped: true });
    expect(urls.some((url) => new URL(url).pathname.endsWith('/notification/read'))).toBe(false);
    // a path value the check cannot know is said, not guessed
    expect(callOf(report, 'lead-messages')).toMatchObject({ skipped: true, note: 'needs {request_id}' });
    const text = formatReport(report);
    expect(text).toMatch(/^Sign-in POST .*\/api\/login: HTTP 200 ok \(menu: full\)/);
    expect(text).toContain('== leads · list · GET');
    expect(text).toMatch(/ 0 failed their success rule/);
    // the rejection's reason our status call adds is named for the integrator, never sent
    expect(report.sent).toEqual([
      expect.objectContaining({ resource: 'listing', operation: 'status', field: 'reason' }),
    ]);
    expect(text).toContain('listing · status · PUT /house-list/status/{id} adds "reason"');
  });

  it('the variant shape: the table names each field the replies rename, and the group has no title', async () => {
    setReplyShapeInNode('variant');
    const report = await runContractCheck(options);
    expect(report.failed).toBe(false);
    expect(fieldOf(report, 'leads', 'total_leads')).toMatchObject({ status: 'found', foundAs: 'count' });
    // a listing's id is no code: the group's code is its listing's, read by the screen
    expect(fieldOf(report, 'leads', 'house_id')).toMatchObject({ status: 'missing' });
    expect(fieldOf(report, 'leads', 'title')).toMatchObject({
      status: 'missing',
      tried: ['title', 'property_title', 'property.title'],
    });
    expect(fieldOf(report, 'dashboard', 'standard', 'statistic')).toMatchObject({ foundAs: 'listing.count' });
    const text = formatReport(report);
    expect(text).toMatch(/total_leads\s+found\s+as count/);
    expect(text).toMatch(/standard\s+found\s+as listing\.count/);
    expect(text).toMatch(/title\s+missing\s+tried title \| property_title \| property\.title/);
  });

  it('names a missing field, the reply names that could be it, a field of another type, and fails a broken rule', async () => {
    const fetchWith =
      (body: unknown, status = 200): typeof fetch =>
      (input, init) =>
        String(input).includes('/request-cust/group-property_id')
          ? Promise.resolve(Response.json(body, { status }))
          : fetch(input, init);
    const renamed = await runContractCheck({
      ...options,
      fetch: fetchWith({
        status: 200,
        data: [{ _id: 'p1', leads_total: 4, house_id: 7, last_request_at: '2025-01-02' }],
        document_count: 1,
      }),
    });
    expect(fieldOf(renamed, 'leads', 'total_leads')).toMatchObject({
      status: 'missing',
      candidates: ['leads_total'],
    });
    expect(fieldOf(renamed, 'leads', 'house_id')).toMatchObject({ status: 'found' });
    expect(callOf(renamed, 'leads').undeclared).toEqual(['leads_total']);
    expect(renamed.failed).toBe(false);
    const typed = await runContractCheck({
      ...options,
      fetch: fetchWith({ status: 200, data: [{ _id: 'p1', count: '4' }], document_count: 1 }),
    });
    expect(fieldOf(typed, 'leads', 'total_leads')).toMatchObject({
      status: 'other type',
      foundAs: 'count',
      actualType: 'string',
    });
    const refused = await runContractCheck({
      ...options,
      fetch: fetchWith({ status: 500, message: 'Database down' }),
    });
    expect(callOf(refused, 'leads')).toMatchObject({ ok: false, status: 200, note: 'Database down' });
    expect(refused.failed).toBe(true);
    expect(formatReport(refused)).toContain('rule body status 200: FAILED: Database down');
  });

  it('stops at a refused sign-in', async () => {
    const report = await runContractCheck({ ...options, password: 'salah' });
    expect(report.signIn.ok).toBe(false);
    expect(report.calls).toEqual([]);
    expect(report.failed).toBe(true);
  });
});
