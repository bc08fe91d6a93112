import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';

import { busy } from '../../../src/components/busy';

describe('a busy button', () => {
  it('keeps its own name while it spins ("Simpan", not antd\'s "loading Simpan")', () => {
    render(
      <>
        <Button loading={busy(true)}>Simpan</Button>
        <Button loading>Kirim</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveClass('ant-btn-loading');
    // what antd's own spinner would have said
    expect(screen.getByRole('button', { name: 'loading Kirim' })).toBeInTheDocument();
  });

  it('is a plain button when not busy', () => {
    render(<Button loading={busy(false)}>Simpan</Button>);
    expect(screen.getByRole('button', { name: 'Simpan' })).not.toHaveClass('ant-btn-loading');
  });
});
