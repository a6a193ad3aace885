import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { WineCard } from './WineCard';

const Link = ({ to, className, children }: { to: string; className?: string; children?: ReactNode }) => (
  <a href={to} className={className}>
    {children}
  </a>
);
const wine = { slug: 'altenberg-1', name: 'Altenberg', name_thin: 'Riesling Grand Cru', image_url: null, thumbnail: null, style: 'white' as const };

describe('WineCard', () => {
  it('names the wine in a heading whose link goes to the href, and marks the card with its slug', () => {
    render(<WineCard wine={wine} href="/product/altenberg-1?source_list=x" linkAs={Link} price="129 kr" headingLevel={2} />);
    const card = screen.getByRole('article', { name: 'Altenberg Riesling Grand Cru' });
    expect(card).toHaveAttribute('data-product', 'altenberg-1');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Altenberg Riesling Grand Cru');
    expect(screen.getByRole('link', { name: 'Altenberg Riesling Grand Cru' })).toHaveAttribute('href', '/product/altenberg-1?source_list=x');
  });

  it('writes the price with the details that are set, each after a middle dot', () => {
    render(<WineCard wine={wine} href="/p" linkAs={Link} price="129 kr" priceDetails={['375 ml', null, '2022']} />);
    expect(screen.getByText('129 kr').closest('p')).toHaveTextContent(/^129 kr · 375 ml · 2022$/);
  });

  it('names a ranked badge for screen readers and shows what the remote adds', () => {
    render(
      <WineCard wine={wine} href="/p" linkAs={Link} price="129 kr" rank={{ position: 3, label: 'Plats 3' }} summary={<p>Frisk syra</p>} variant="ranked">
        <button type="button">Spara</button>
      </WineCard>,
    );
    expect(screen.getByRole('img', { name: 'Plats 3' })).toHaveTextContent('3');
    expect(screen.getByText('Frisk syra')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spara' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveClass('vk-wine-card--ranked');
  });

  it('puts the details above the name on a tile and below it otherwise', () => {
    const { unmount } = render(<WineCard wine={wine} href="/p" linkAs={Link} price="1 kr" details="Vitt vin · Frankrike" />);
    const before = (el: Element, other: Element) => Boolean(el.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(screen.getByText('Vitt vin · Frankrike'), screen.getByRole('heading'))).toBe(true);
    unmount();
    render(<WineCard wine={wine} href="/p" linkAs={Link} price="1 kr" details="Vitt vin · Frankrike" variant="compact" />);
    expect(before(screen.getByRole('heading'), screen.getByText('Vitt vin · Frankrike'))).toBe(true);
  });
});
