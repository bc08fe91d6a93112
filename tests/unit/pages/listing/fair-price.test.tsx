import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import FairPrice from '../../../../src/pages/listing/FairPrice';

describe('the fair-price tag', () => {
  it('says below, with how far, for a price under the fair price the server judged not fair', () => {
    render(<FairPrice record={{ price: 860_000_000, fairprice: 900_000_000, isFairPrice: false }} />);
    expect(screen.getByText('4% di bawah harga wajar')).toBeInTheDocument();
    expect(screen.queryByText(/di atas/)).toBeNull();
  });

  it('says above, with how far, for a price over it (figures as text too)', () => {
    render(<FairPrice record={{ price: '1150000000', fairprice: '1000000000', isFairPrice: false }} />);
    expect(screen.getByText('15% di atas harga wajar')).toBeInTheDocument();
  });

  it('says at least 1% when the figures differ by less, and claims no side without a fair price', () => {
    const { unmount } = render(
      <FairPrice record={{ price: 1_002_000_000, fairprice: 1_000_000_000, isFairPrice: false }} />,
    );
    expect(screen.getByText('1% di atas harga wajar')).toBeInTheDocument();
    unmount();
    render(<FairPrice record={{ price: 900_000_000, fairprice: null, isFairPrice: false }} />);
    expect(screen.getByText('Tidak sesuai harga wajar')).toBeInTheDocument();
  });

  it('keeps the fair badge for a fair listing', () => {
    render(<FairPrice record={{ price: 860_000_000, fairprice: 900_000_000, isFairPrice: true }} />);
    expect(screen.getByText('Harga wajar')).toBeInTheDocument();
  });
});
