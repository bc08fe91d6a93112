import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RejectReasonDialog } from '../../../../src/pages/listing/RejectReasonDialog';
import type { Signal } from '../../../../src/pages/listing/signals/detect';

const user = userEvent.setup({ delay: null });
const signal = (kind: Signal['kind']): Signal => ({ kind, reason: '' });

function openDialog(signals: Signal[]) {
  const onDone = vi.fn();
  render(<RejectReasonDialog title="Rumah Dago" signals={signals} user="usr-1" onDone={onDone} />);
  return onDone;
}

const hint = (signalName: string) => `Dipilih dari tanda "${signalName}".`;

describe('the rejection dialog says which signal chose the reason only while that reason is chosen', () => {
  it('drops the hint for "Lainnya" and for a reason no signal gave, and brings it back with the signal\'s reason', async () => {
    openDialog([signal('price')]);
    expect(await screen.findByRole('radio', { name: 'Harga tidak wajar' })).toBeChecked();
    expect(screen.getByText(hint('Harga tidak wajar'))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Lainnya' }));
    expect(await screen.findByLabelText('Alasan lainnya')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Dipilih dari tanda/)).toBeNull());

    await user.click(screen.getByRole('radio', { name: 'Duplikat' }));
    expect(screen.getByRole('radio', { name: 'Duplikat' })).toBeChecked();
    expect(screen.queryByText(/Dipilih dari tanda/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Harga tidak wajar' }));
    expect(await screen.findByText(hint('Harga tidak wajar'))).toBeInTheDocument();
  });

  it("names the listing's other signal when its reason is chosen", async () => {
    openDialog([signal('incomplete'), signal('duplicate')]);
    expect(await screen.findByRole('radio', { name: 'Foto kurang' })).toBeChecked();
    expect(screen.getByText(hint('Kurang lengkap'))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Duplikat' }));
    expect(await screen.findByText(hint('Mungkin duplikat'))).toBeInTheDocument();
    expect(screen.queryByText(hint('Kurang lengkap'))).toBeNull();
  });
});
