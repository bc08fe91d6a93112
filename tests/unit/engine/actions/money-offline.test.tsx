import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useActionSubmit } from '../../../../src/engine/actions/use-resource-action';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl } from '../../../../src/resources/types';
import { loadSessionCipher } from '../../../../src/session/session';
import { changePath as setup } from '../../support/change-path';
import { testOutbox } from '../../support/outbox';
import { recorded, reply, resetWire, server } from '../../support/wire';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadSessionCipher();
});
afterEach(() => {
  onlineManager.setOnline(true);
  resetWire();
  window.localStorage.clear();
});
afterAll(() => server.close());

const withdrawal = findResource('withdrawal') as ResourceDecl;
const pending = { id: 'w1', agent_name: 'Ani', amount: 500000, status: 'pending' };

describe('a decision on money', () => {
  it('made offline is not sent, now or once online: the person is told where they made it, and the dialog stays', async () => {
    reply({ status: 200, body: { errors: null, message: 'Success proses withdraw' } });
    const { wrapper } = setup();
    const onClose = vi.fn();
    const { result } = renderHook(
      () =>
        useActionSubmit({
          decl: withdrawal,
          name: 'approve',
          action: withdrawal.actions!.approve!,
          record: pending,
          onClose,
        }),
      { wrapper },
    );
    act(() => onlineManager.setOnline(false));
    await act(() => result.current.submit(undefined));
    expect(
      await screen.findByText(
        'Tidak ada koneksi. Keputusan keuangan ini belum dikirim dan tidak akan dikirim otomatis. Coba lagi saat online.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    await act(async () => undefined);
    expect(recorded).toEqual([]);
    expect(testOutbox().outbox().count()).toBe(0);
  });
});
