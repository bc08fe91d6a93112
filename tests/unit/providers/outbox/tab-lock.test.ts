import { describe, expect, it } from 'vitest';

import { holdTabLock, liveTabs, TAB_ID, whileSoleSender } from '../../../../src/providers/outbox/tab-lock';

/** Web Locks as the browser keeps them, exclusive, for the pages of one origin. */
function fakeLocks() {
  const held = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, run: () => Promise<unknown>) {
      const before = held.get(name) ?? Promise.resolve();
      const mine = before.then(run);
      held.set(
        name,
        mine.catch(() => undefined),
      );
      return mine;
    },
    async query() {
      return { held: [...held.keys()].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] };
    },
  };
  return locks as unknown as Pick<LockManager, 'request' | 'query'>;
}

describe("the outbox's locks", () => {
  it('a page holds its own lock while it lives: the pages alive are known by it', async () => {
    const locks = fakeLocks();
    expect(await liveTabs(locks)).toEqual(new Set([TAB_ID]));
    holdTabLock(locks);
    // another page's lock, stored by that page
    void locks.request('pbo.outbox.tab.other-page', () => new Promise(() => undefined));
    expect(await liveTabs(locks)).toEqual(new Set([TAB_ID, 'other-page']));
  });

  it('exactly one sender at a time: a second waits until the first is done', async () => {
    const locks = fakeLocks();
    const order: string[] = [];
    let finish = () => {};
    const first = whileSoleSender(
      () =>
        new Promise<void>((resolve) => {
          order.push('first starts');
          finish = () => {
            order.push('first ends');
            resolve();
          };
        }),
      locks,
    );
    const second = whileSoleSender(async () => {
      order.push('second starts');
    }, locks);
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    finish();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('without Web Locks (an old browser) this page is the only one known, and it sends', async () => {
    expect(await liveTabs(undefined)).toEqual(new Set([TAB_ID]));
    expect(await whileSoleSender(async () => 'sent', undefined)).toBe('sent');
  });
});
