import { describe, expect, it } from 'vitest';

import { findResource } from '../../../src/resources';
import { actionApplies, stateAllows } from '../../../src/resources/applicability';
import { findAction } from '../../../src/resources/find-action';
import type { ActionDecl } from '../../../src/resources/types';

const actionOf = (resource: string, name: string): ActionDecl => {
  const action = findAction(findResource(resource), name);
  if (!action) throw new Error(`no action ${resource}.${name}`);
  return action;
};

describe('which records an action applies to (its declared `ui.when`)', () => {
  it('reads `in` and `notIn` per field; every field named must agree', () => {
    const when = { status: { in: ['pending', 'new'] }, locked: { notIn: [true] } } as const;
    expect(stateAllows(when, { status: 'pending' })).toBe(true);
    expect(stateAllows(when, { status: 'new', locked: false })).toBe(true);
    expect(stateAllows(when, { status: 'pending', locked: true })).toBe(false);
    expect(stateAllows(when, { status: 'done' })).toBe(false);
  });

  it('takes a missing or odd value as none of the values, never as a match', () => {
    expect(stateAllows({ status: { in: ['pending'] } }, {})).toBe(false);
    expect(stateAllows({ status: { in: ['pending'] } }, { status: null })).toBe(false);
    // compared as given: "1" is not 1, "true" is not true
    expect(stateAllows({ step: { in: [1] } }, { step: '1' })).toBe(false);
    expect(stateAllows({ sold: { notIn: [true] } }, { sold: 'true' })).toBe(true);
    expect(stateAllows({ status: { notIn: ['sold'] } }, {})).toBe(true);
  });

  it('applies everywhere without a `when`', () => {
    expect(stateAllows(undefined, {})).toBe(true);
    expect(actionApplies(undefined, { status: 'sold' })).toBe(true);
  });

  it('offers neither "Ubah Status" nor "Tandai Terjual" on a sold listing, standard or premium', () => {
    for (const resource of ['listing', 'listing-premium']) {
      for (const name of ['status', 'sold']) {
        const action = actionOf(resource, name);
        expect(actionApplies(action, { status: 'sold' }), `${resource}.${name} on sold`).toBe(false);
        expect(actionApplies(action, { status: 'active', sold: true }), `${resource}.${name} sold flag`).toBe(
          false,
        );
        for (const status of ['active', 'pending', 'inactive'])
          expect(actionApplies(action, { status }), `${resource}.${name} on ${status}`).toBe(true);
      }
    }
  });

  it('leaves a sale to "Tandai Terjual" (asked first): "Ubah Status" offers no "Terjual"', () => {
    const ask = actionOf('listing', 'status').ui?.ask;
    const values = ask?.kind === 'form' ? ask.fields[0].options?.map((option) => option.value) : [];
    expect(values).toEqual(['active', 'pending', 'inactive']);
  });

  it('keeps the decisions to what is still open: withdrawals, BI checks, visits, unpaid orders', () => {
    expect(actionApplies(actionOf('withdrawal', 'approve'), { status: 'pending' })).toBe(true);
    expect(actionApplies(actionOf('withdrawal', 'reject'), { status: 'approved' })).toBe(false);
    expect(actionApplies(actionOf('bi-checking', 'approve'), { status: 'rejected' })).toBe(false);
    expect(actionApplies(actionOf('schedule', 'cancel'), { status: 'scheduled' })).toBe(true);
    expect(actionApplies(actionOf('schedule', 'reschedule'), { status: 'cancelled' })).toBe(false);
    expect(actionApplies(actionOf('payment', 'trigger-webhook'), { status: 'pending' })).toBe(true);
    expect(actionApplies(actionOf('payment', 'trigger-webhook'), { status: 'paid' })).toBe(false);
  });
});
