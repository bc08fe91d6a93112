import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { isSuccess } from '../../../src/http/success-rules';
import { rules } from '../../../src/resources/wire';
import { SUPERADMIN, withDemoBackend } from '../support/app';
import { renderScreen } from '../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

describe('the withdrawal rule (docs/contract.md section 5: errors is null)', { timeout: 60000 }, () => {
  it('counts a body without `errors` as a success and only a present, non-null `errors` as a failure', () => {
    expect(isSuccess(rules.errorsNull, { status: 200, data: { status: 200, message: 'ok' } })).toBe(true);
    expect(isSuccess(rules.errorsNull, { status: 200, data: { errors: null } })).toBe(true);
    expect(isSuccess(rules.errorsNull, { status: 200, data: { errors: 'Saldo kurang' } })).toBe(false);
    expect(isSuccess(rules.errorsNull, { status: 200, data: { errors: [] } })).toBe(false);
  });
  // (the withdrawal list read through this rule: tests/unit/providers/data-provider.test.ts)
});

describe('the popular-area form (docs/contract.md section 3: name, _id)', { timeout: 60000 }, () => {
  it('saves with only a name', async () => {
    renderScreen('/dashboard/master/area-popular', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).not.toBeNull(), {
      timeout: 15000,
    });
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: /Tambah/ });
    await user.type(within(dialog).getByLabelText('Nama'), 'Kemang Timur');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success added master popular-area')).toBeInTheDocument();
    const post = requests.find(
      (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/special-area'),
    );
    expect(((await post?.clone().json()) as Record<string, unknown>).name).toBe('Kemang Timur');
  });
});
