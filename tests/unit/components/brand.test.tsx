import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { brandInitials, brandName, pageTitle } from '../../../src/components/brand';
import { config } from '../../../src/config';
import { renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

withDemoBackend();
const original = config.productName;

describe('the configured product name', { timeout: 60000 }, () => {
  afterEach(() => {
    config.productName = original;
  });

  it('makes the brand, its initials and the page titles', () => {
    expect(brandName('Rumahku')).toBe('Rumahku Admin');
    expect(brandInitials('Rumahku')).toBe('RA');
    expect(brandInitials('Griya Nusantara')).toBe('GN');
    expect(pageTitle('Listing', 'Griya Nusantara')).toBe('Listing · Griya Nusantara Admin');
  });

  it('names the product in the sider brand and the document title', async () => {
    config.productName = 'Griya Nusantara';
    renderApp('/dashboard/master/tipe', { as: SUPERADMIN });
    expect(await screen.findByText('Griya Nusantara Admin')).toBeInTheDocument();
    // the title is the screen's, set as its route mounts after the shell: as long as a first screen
    // may take on a loaded machine (the tests' first rows wait 15 s)
    await waitFor(() => expect(document.title).toBe('Tipe Properti · Griya Nusantara Admin'), {
      timeout: 15000,
    });
  });

  it('names the product on the login page', async () => {
    config.productName = 'Griya Nusantara';
    renderApp('/');
    expect(await screen.findByText('Griya Nusantara Admin')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Masuk · Griya Nusantara Admin'));
  });
});
