import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/pages/dashboard/DashboardHome';
import { callsTo, renderApp, SUPERADMIN, withDemoBackend } from '../components/support/app';

const { requests } = withDemoBackend();

describe('the home dashboard and the profile', { timeout: 60000 }, () => {
  it('reads a count from { count } or a number', () => {
    expect(countOf({ count: 7 })).toBe(7);
    expect(countOf(3)).toBe(3);
    expect(countOf(undefined)).toBeUndefined();
  });

  it('shows the counts of standard, premium and ad listings from GET /house-list/admin-statistic', async () => {
    renderApp('/dashboard', { as: SUPERADMIN });
    expect(await screen.findByText('Selamat datang, Rina Wijaya')).toBeInTheDocument();
    for (const title of ['Listing Standar', 'Listing Premium', 'Iklan Premium']) {
      const tile = (await screen.findByText(title)).closest('.ant-statistic') as HTMLElement;
      await waitFor(() => expect(within(tile).getByText(/^\d[\d.]*$/)).toBeInTheDocument());
    }
    expect(callsTo(requests, '/house-list/admin-statistic')).toHaveLength(1);
  });

  it('shows the signed-in agent profile from GET /agent-profile/{auth_id}', async () => {
    renderApp('/dashboard/profile', { as: SUPERADMIN });
    expect(
      await screen.findByText('superadmin@demo.id', { selector: '.record-email' }),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/agent-profile/usr-gro-001')).toHaveLength(1);
    expect(screen.getByText('Agensi')).toBeInTheDocument();
  });
});
