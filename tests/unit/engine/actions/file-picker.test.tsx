import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FilePicker } from '../../../../src/engine/actions/FilePicker';

describe('the chosen file', () => {
  it('reads its name and size apart ("rumah1.png · 20 KB"), not glued together', () => {
    const file = new File([new Uint8Array(20 * 1024)], 'rumah1.png', { type: 'image/png' });
    render(<FilePicker file={file} onChange={() => undefined} accept={['.csv']} maxBytes={1024 * 1024} />);
    const name = screen.getByText('rumah1.png');
    expect(name.closest('.file-picker-chosen')).toHaveTextContent(/^rumah1\.png · 20 KB$/);
    expect(screen.getByRole('button', { name: 'Hapus berkas rumah1.png' })).toBeInTheDocument();
  });
});
