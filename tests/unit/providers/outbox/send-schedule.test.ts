// When a change leaves (providers/outbox/send-schedule.ts): decided in one place, on one clock, with
// no React drawn: this page's undo windows, and the changes no live page keeps, from the session, the
// network, a save just kept, a retry's time and a refused token.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sentWithOf } from '../../../../src/http/errors';
import { createEmitter } from '../../../../src/providers/emitter';
import { type DueReport, dueReport, type OutboxSender } from '../../../../src/providers/outbox/outbox-sender';
import type { Outbox } from '../../../../src/providers/outbox/outbox-store';
import {
  type Author,
  createSendSchedule,
  UNDO_WINDOW_MS,
} from '../../../../src/providers/outbox/send-schedule';
import { createUndoQueue } from '../../../../src/providers/outbox/undo-queue';

const report = dueReport;

function setup({ signedIn = true }: { signedIn?: boolean } = {}) {
  let author: Author | undefined = signedIn ? { id: 'rina', token: 't1' } : undefined;
  let retryAt: number | undefined;
  const answers: ((value: DueReport) => void)[] = [];
  const sender = {
    sendDue: vi.fn(() => new Promise<DueReport>((resolve) => answers.push(resolve))),
    nextRetry: () => retryAt,
  } as unknown as OutboxSender & { sendDue: ReturnType<typeof vi.fn> };
  const session = createEmitter();
  const changed = createEmitter();
  const online = new Set<(online: boolean) => void>();
  const sendNow = createEmitter();
  const schedule = createSendSchedule();
  const undoQueue = createUndoQueue({ sendSchedule: schedule });
  const told: DueReport[] = [];
  const ended: unknown[] = [];
  const stop = schedule.followDue({
    sender,
    outbox: () => ({ subscribe: changed.subscribe }) as unknown as Outbox,
    refusals: undoQueue,
    sendNow,
    author: () => author,
    watch: {
      session: session.subscribe,
      online(listener) {
        online.add(listener);
        return () => void online.delete(listener);
      },
    },
    endSession: (error) => ended.push(error),
    tell: (one) => told.push(one),
  });
  return {
    sender,
    told,
    ended,
    stop,
    sendNow,
    undoQueue,
    /** Answers the send on its way (the oldest) and lets what follows it run. */
    async answer(value = report()) {
      answers.shift()?.(value);
      await vi.waitFor(() => expect(told).toContain(value));
    },
    signIn(next: Author | undefined) {
      author = next;
      session.emit();
    },
    network: (state: boolean) => online.forEach((listener) => listener(state)),
    retryIn(ms: number) {
      retryAt = Date.now() + ms;
      changed.emit();
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('the due sends', () => {
  it('sends at once when someone is signed in, and tells what it did', async () => {
    const due = setup();
    expect(due.sender.sendDue).toHaveBeenCalledTimes(1);
    const sent = report({ sent: [] });
    await due.answer(sent);
    expect(due.told).toEqual([sent]);
    due.stop();
  });

  it('sends nothing for no one; a sign-in (here or in another tab) sends, the same session again does not', async () => {
    const due = setup({ signedIn: false });
    expect(due.sender.sendDue).not.toHaveBeenCalled();
    due.signIn({ id: 'rina', token: 't1' });
    expect(due.sender.sendDue).toHaveBeenCalledTimes(1);
    await due.answer();
    due.signIn({ id: 'rina', token: 't1' });
    expect(due.sender.sendDue).toHaveBeenCalledTimes(1);
    // a new token of the same author is a new session: what waits for it leaves
    due.signIn({ id: 'rina', token: 't2' });
    expect(due.sender.sendDue).toHaveBeenCalledTimes(2);
    await due.answer();
    due.signIn(undefined);
    expect(due.sender.sendDue).toHaveBeenCalledTimes(2);
    due.stop();
  });

  it('sends when the network is back and when a save was just kept, never two sends at once', async () => {
    const due = setup();
    // the first send is on its way: the network back and a kept save ask one more, not two
    due.network(true);
    due.sendNow.emit();
    due.network(false);
    expect(due.sender.sendDue).toHaveBeenCalledTimes(1);
    await due.answer();
    await vi.waitFor(() => expect(due.sender.sendDue).toHaveBeenCalledTimes(2));
    await due.answer();
    expect(due.sender.sendDue).toHaveBeenCalledTimes(2);
    due.sendNow.emit();
    expect(due.sender.sendDue).toHaveBeenCalledTimes(3);
    await due.answer();
    due.stop();
  });

  it('sends again once a retry is due, and nothing more once stopped', async () => {
    const due = setup();
    await due.answer();
    vi.useFakeTimers();
    due.retryIn(15_000);
    vi.advanceTimersByTime(14_000);
    expect(due.sender.sendDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(due.sender.sendDue).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    await due.answer();
    due.stop();
    due.sendNow.emit();
    due.network(true);
    due.signIn({ id: 'budi', token: 'b1' });
    expect(due.sender.sendDue).toHaveBeenCalledTimes(2);
  });

  it("a refusal of the session's own token ends the session; the same author signed in again has them sent", async () => {
    const due = setup();
    await due.answer(report({ refused: { id: 'rina', token: 't1' } }));
    expect(due.ended).toHaveLength(1);
    expect((due.ended[0] as { statusCode?: number }).statusCode).toBe(401);
    expect(sentWithOf(due.ended[0])).toBe('t1');
    // Rina signed in again meanwhile (a new token): an old token's refusal sends them with the new one
    due.signIn({ id: 'rina', token: 't2' });
    await due.answer();
    due.undoQueue.refused({ id: 'rina', token: 't1' });
    expect(due.sender.sendDue).toHaveBeenCalledTimes(3);
    expect(due.ended).toHaveLength(1);
    await due.answer();
    // another user's refusal: nothing for this session
    due.undoQueue.refused({ id: 'budi', token: 'b1' });
    expect(due.sender.sendDue).toHaveBeenCalledTimes(3);
    expect(due.ended).toHaveLength(1);
    due.stop();
  });
});

describe('one clock for every change', () => {
  it('windows and waits share one timer, armed for the earliest; each runs when due, a closed one never', () => {
    vi.useFakeTimers();
    let pending = 0;
    const schedule = createSendSchedule({
      setTimer(run, ms) {
        pending += 1;
        return setTimeout(() => {
          pending -= 1;
          run();
        }, ms);
      },
      clearTimer(timer) {
        pending -= 1;
        clearTimeout(timer);
      },
    });
    const ran: string[] = [];
    schedule.openWindow(1, { ms: UNDO_WINDOW_MS }, () => ran.push('first'));
    schedule.openWindow(2, { ms: UNDO_WINDOW_MS }, () => ran.push('undone'));
    vi.advanceTimersByTime(1000);
    schedule.openWindow(3, { ms: UNDO_WINDOW_MS }, () => ran.push('third'));
    schedule.closeWindow(2);
    schedule.after(2000, () => ran.push('a wait'));
    expect(pending).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a wait']);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 3000);
    expect(ran).toEqual(['a wait', 'first']);
    // paused, the third window waits for the person; resumed, it goes on for what was left (1 s), at
    // least 2 s
    schedule.pauseWindow(3);
    vi.advanceTimersByTime(60_000);
    expect(ran).toEqual(['a wait', 'first']);
    schedule.resumeWindow(3);
    vi.advanceTimersByTime(999);
    expect(ran).toEqual(['a wait', 'first']);
    vi.advanceTimersByTime(1001);
    expect(ran).toEqual(['a wait', 'first', 'third']);
    expect(pending).toBe(0);
  });
});
