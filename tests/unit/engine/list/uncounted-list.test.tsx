import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server } = withDemoBackend();

describe('a list whose service sends no count', { timeout: 60000 }, () => {
  it('says "Lebih dari N" while pages come back full, offers the next page, and the total once one is short', async () => {
    const all = Array.from({ length: 13 }, (_, i) => ({ _id: `t${i}`, name: `Tipe ${i + 1}` }));
    server.use(
      httpMock.get(`${config.apiUrl}/house-type`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const limit = Number(query.get('limit'));
        const start = (Number(query.get('page')) - 1) * limit;
        // no document_count: the rows only
        return HttpResponse.json({ status: 200, data: all.slice(start, start + limit) });
      }),
    );
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    expect(await tableRows()).toHaveLength(10);
    expect(await screen.findByText('Lebih dari 10 data')).toBeInTheDocument();
    const pager = document.querySelector('.ant-table-pagination') as HTMLElement;
    await user.click(within(pager).getByTitle('Halaman Berikutnya'));
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(3),
    );
    expect(await screen.findByText('Total 13 data')).toBeInTheDocument();
  });
});
