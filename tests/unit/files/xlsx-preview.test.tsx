import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { SUPERADMIN, withDemoBackend } from '../support/app';
import { renderScreen } from '../support/screen';
import { datedWorkbook } from '../support/xlsx-workbook';

const user = userEvent.setup({ delay: null });
withDemoBackend();

describe('the preview of a chosen workbook', { timeout: 60000 }, () => {
  it('shows a date cell as a date, not as its serial', async () => {
    renderScreen('/dashboard/ads-premium', { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Unggah Excel/ }, { timeout: 30000 }));
    // the dialog is a chunk of its own: slow to load first on a loaded machine
    const dialog = await screen.findByRole('dialog', { name: 'Unggah Excel' }, { timeout: 30000 });
    const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    const workbook = datedWorkbook(
      ['dd/mm/yyyy'],
      `<row r="1">${text('A1', 'house_id')}${text('B1', 'tanggal')}${text('C1', 'clicks')}</row>` +
        `<row r="2">${text('A2', 'HL-000001')}<c r="B2" s="1"><v>46308</v></c><c r="C2"><v>12</v></c></row>`,
    );
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([workbook], 'analytics.xlsx'));
    const preview = await within(dialog).findByRole('table', {}, { timeout: 15000 });
    const row = within(preview).getByRole('row', { name: /HL-000001/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['HL-000001', '13 Okt 2026', '12']);
  });
});
