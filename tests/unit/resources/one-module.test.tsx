// A resource added as one module and nothing else: the fixture module (./support/housing-estate.ts,
// which docs/contract.md does not have) joins the modules the build finds in src/resources/modules/
// (./support/with-fixture-module.ts, this file's own set-up),
// and the whole app has it: its menu entry after the one it names, its route, its list with the demo's
// records and the icon it names, its form sending the declared call with the declared message, the
// demo's activity log, and the contract check calling it. No other file names it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { config } from '../../../src/config';
import { runContractCheck } from '../../../src/contract-check/check';
import { db } from '../../../src/mocks/db';
import { findResource, registry } from '../../../src/resources';
import { callsTo, renderApp, SUPERADMIN, withDemoBackend } from '../support/app';
import { lastJson, tableRows } from '../support/operations';
import { resource as estate } from './support/housing-estate';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();
const nav = () => screen.findByRole('navigation', { name: 'Menu navigasi' });

describe('a resource added as one module', { timeout: 60000 }, () => {
  it('is in the registry right after the resource it names', () => {
    expect(findResource(estate.name)).toBe(estate);
    const names = registry.map((decl) => decl.name);
    expect(names.indexOf(estate.name)).toBe(names.indexOf('master-subscribe') + 1);
  });

  it('has its menu entry, its list of demo records, and a form that sends the declared call', async () => {
    renderApp('/dashboard/master/housing-estate', { as: SUPERADMIN });
    // the list: the demo seeded it from the declaration, and its call is the declared one
    const rows = await tableRows();
    const seeded = db.declared[estate.name];
    expect(seeded.length).toBeGreaterThan(0);
    expect(rows.some((row) => seeded.some((record) => row.textContent?.includes(String(record.name))))).toBe(
      true,
    );
    expect(callsTo(requests, '/housing-estate').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Kawasan Perumahan' })).toBeInTheDocument();
    // the menu: under Master Data, right after Package Subsc, linking to its route
    const links = within(await nav()).getAllByRole('link');
    const labels = links.map((link) => link.textContent?.trim());
    expect(labels.indexOf('Kawasan Perumahan')).toBe(labels.indexOf('Package Subsc') + 1);
    const entry = links[labels.indexOf('Kawasan Perumahan')];
    expect(entry).toHaveAttribute('href', '/dashboard/master/housing-estate');
    // the icon the module names (any of @ant-design/icons'), drawn beside its label
    expect(entry.closest('li')?.querySelector('.anticon-bank svg')).not.toBeNull();

    // the form: its declared fields, the declared POST, the declared message
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kawasan Perumahan' });
    await user.type(within(dialog).getByLabelText('Nama'), 'Grand Wisata');
    await user.type(within(dialog).getByLabelText('Pengembang'), 'Sinar Mas Land');
    await user.type(within(dialog).getByLabelText('Kota'), 'Bekasi');
    await user.type(within(dialog).getByLabelText('Harga Mulai'), '850000000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kawasan perumahan berhasil ditambahkan.')).toBeInTheDocument();
    expect(await lastJson(requests, 'POST', /\/housing-estate$/)).toMatchObject({
      name: 'Grand Wisata',
      developer: 'Sinar Mas Land',
      city: 'Bekasi',
      price_from: 850000000,
    });
    // the demo keeps it, and its activity log names it by the declaration's label
    await waitFor(() =>
      expect(db.declared[estate.name].some((record) => record.name === 'Grand Wisata')).toBe(true),
    );
    expect(JSON.stringify(db.activity.slice(-3))).toMatch(/kawasan perumahan/i);
  });

  it('is called by the contract check', async () => {
    const report = await runContractCheck({
      api: config.apiUrl,
      payment: config.paymentApiUrl,
      auth: config.authApiUrl,
      email: SUPERADMIN,
      password: 'demo12345',
    });
    const call = report.calls.find((one) => one.resource === estate.name);
    expect(call).toMatchObject({ ok: true, status: 200 });
    expect(call?.rows).toBeGreaterThan(0);
  });
});
