import { describe, expect, it } from 'vitest';

import { listingAddress } from '../../../../src/pages/leads/listing-place';

describe('listingAddress', () => {
  it('adds the village, district and city its street address does not name', () => {
    expect(
      listingAddress({
        address: 'Jl. Melati No. 12, Dago',
        village: 'Dago',
        district: 'Coblong',
        city: 'Bandung',
      }),
    ).toBe('Jl. Melati No. 12, Dago, Coblong, Bandung');
    expect(
      listingAddress({
        address: 'Jl. Melati No. 12, Coblong, Kota Bandung.',
        district: 'coblong',
        city: 'Bandung',
      }),
    ).toBe('Jl. Melati No. 12, Coblong, Kota Bandung');
  });

  it('reads the names a record may carry the place under, nested ones too', () => {
    expect(listingAddress({ alamat: 'Jl. Kenanga 7', kota: 'Depok' })).toBe('Jl. Kenanga 7, Depok');
    expect(listingAddress({ property: { address: 'Jl. Kenanga 7', city: 'Depok' } })).toBe(
      'Jl. Kenanga 7, Depok',
    );
    // a location given as coordinates is no text: the next name is read
    expect(
      listingAddress({
        address: ' ',
        location: { lat: -6.9, lng: 107.6 },
        property: { location: 'Jl. Mawar 1' },
      }),
    ).toBe('Jl. Mawar 1');
  });

  it('is empty without a street address: a city alone, a blank or no record', () => {
    expect(listingAddress({ address: '   ', district: 'Coblong', city: 'Bandung' })).toBe('');
    expect(listingAddress({ city: 'Bandung' })).toBe('');
    expect(listingAddress({ location: { type: 'Point', coordinates: [107.6, -6.9] } })).toBe('');
    expect(listingAddress(undefined)).toBe('');
  });
});
