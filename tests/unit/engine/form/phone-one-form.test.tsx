import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

withDemoBackend();

describe('one form for every phone number', { timeout: 60000 }, () => {
  it('shows a number kept as typed ("0812 3456 7890") as the others are shown', async () => {
    const newest = [...db.findProperties].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    newest.phone = '0812 3456 7890';
    renderScreen('/dashboard/find-properti', { as: SUPERADMIN });
    const row = (await tableRows()).find((one) => one.textContent?.includes(newest.name));
    if (!row) throw new Error('no row for the request');
    expect(within(row).getByRole('link', { name: /^Telepon/ })).toHaveTextContent('+62 812-3456-7890');
    expect(row).not.toHaveTextContent('0812 3456 7890');
  });
});
