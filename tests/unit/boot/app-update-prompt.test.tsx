import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createAppUpdate } from '../../../src/boot/app-worker';
import { AppUpdateContext, AppUpdatePrompt } from '../../../src/boot/AppUpdatePrompt';

describe("the offer of a new deployment (the page's appUpdate, given by App)", () => {
  it('shows once a deployment waits, and "Muat ulang" lets it take over', () => {
    const appUpdate = createAppUpdate();
    const apply = vi.fn();
    appUpdate.setApply(apply);
    render(
      <AppUpdateContext.Provider value={appUpdate}>
        <AppUpdatePrompt />
      </AppUpdateContext.Provider>,
    );
    expect(screen.queryByText('Versi baru tersedia.')).toBeNull();
    act(() => appUpdate.setWaiting());
    expect(screen.getByRole('status')).toHaveTextContent('Versi baru tersedia.');
    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang ke versi baru' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('is never shown without the app worker (a demo build)', () => {
    render(<AppUpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
