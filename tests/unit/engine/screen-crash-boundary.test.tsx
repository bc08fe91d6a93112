import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ScreenCrashBoundary } from '../../../src/engine/ScreenCrashBoundary';

function Broken({ broken }: { broken: boolean }) {
  if (broken) throw new Error('boom');
  return <p>Layar baik</p>;
}

function Harness() {
  const [broken, setBroken] = useState(true);
  return (
    <>
      <button onClick={() => setBroken(false)}>perbaiki</button>
      <ScreenCrashBoundary>
        <Broken broken={broken} />
      </ScreenCrashBoundary>
    </>
  );
}

describe('the screen crash boundary', () => {
  it('shows an Indonesian error instead of blanking the app, and can retry', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(await screen.findByText('Halaman ini mengalami kesalahan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'perbaiki' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'perbaiki' }));
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Layar baik')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
