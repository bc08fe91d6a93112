import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import PeriodFilter from '../../../../src/engine/list/PeriodFilter';

import '../../../../src/theme/dayjs-setup';

const user = userEvent.setup({ delay: null });

describe("a list's date filter", () => {
  it('reads typed dates in the common forms and names the form in its placeholders', async () => {
    const onChange = vi.fn();
    render(<PeriodFilter start="2026-10-01" end="2026-10-31" onChange={onChange} />);
    const start = screen.getByPlaceholderText('Mulai, mis. 1/11/2026');
    const end = screen.getByPlaceholderText('Selesai, mis. 30/11/2026');
    await user.click(start);
    await user.clear(start);
    await user.type(start, '2026-11-01{Enter}');
    await user.clear(end);
    await user.type(end, '30/11/2026{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-11-01', '2026-11-30'));
  });
});
