import { render, screen } from '@testing-library/react';
import type { TasteClocks as Clocks } from '@vinkompassen/shared-contracts/schemas';
import { TasteClock } from './TasteClock';
import { TasteClocks, clocksFor } from './TasteClocks';

const none: Clocks = { body: null, roughness: null, fruitacid: null, sweetness: null, bitter: null, casque: null, smokiness: null };

describe('TasteClock', () => {
  it('draws twelve wedges and fills as many as the value, clockwise', () => {
    const { container } = render(<TasteClock label="Fyllighet" value={8} />);
    const clock = screen.getByRole('img', { name: 'Fyllighet: 8 av 12' });
    expect(clock.querySelectorAll('path')).toHaveLength(12);
    const on = [...container.querySelectorAll('path')].map((p) => p.getAttribute('data-on'));
    expect(on).toEqual([...Array(8).fill('true'), ...Array(4).fill('false')]);
    expect(screen.getByText('Fyllighet')).toBeInTheDocument();
  });

  it('shows an unmeasured clock as empty and says so', () => {
    const { container } = render(<TasteClock label="Sötma" value={null} />);
    expect(screen.getByRole('img', { name: 'Sötma: inte uppmätt' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-on="true"]')).toHaveLength(0);
    expect(screen.getByText('Ej uppmätt')).toBeInTheDocument();
  });

  it('fills every wedge at 12', () => {
    const { container } = render(<TasteClock label="Fruktsyra" value={12} />);
    expect(container.querySelectorAll('[data-on="true"]')).toHaveLength(12);
  });
});

describe('TasteClocks', () => {
  it('shows body, roughness and fruit acid for reds; body, fruit acid and sweetness for whites', () => {
    expect(clocksFor('red', none)).toEqual(['body', 'roughness', 'fruitacid']);
    expect(clocksFor('white', none)).toEqual(['body', 'fruitacid', 'sweetness']);
    expect(clocksFor('sparkling', none)).toEqual(['body', 'fruitacid', 'sweetness']);
    expect(clocksFor('other', { ...none, body: 6, sweetness: 9 })).toEqual(['body', 'sweetness']);

    render(<TasteClocks style="red" clocks={{ ...none, body: 9, roughness: 8, fruitacid: 9, casque: 8 }} />);
    expect(screen.getAllByRole('img').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Fyllighet: 9 av 12',
      'Strävhet: 8 av 12',
      'Fruktsyra: 9 av 12',
    ]);
  });

  it('says so when Systembolaget has not described the taste', () => {
    render(<TasteClocks style="white" clocks={none} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/inte smakbeskrivit/)).toBeInTheDocument();
  });
});
