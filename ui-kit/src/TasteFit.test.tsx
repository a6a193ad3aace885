import { render, screen } from '@testing-library/react';
import { TasteFit } from './TasteFit';

describe('TasteFit', () => {
  it('says the fit and its why as text, the percent included', () => {
    render(<TasteFit percent={87} reason="Fylligheten som i dina favoriter." />);
    const line = screen.getByText('Passar din smak: 87 %').closest('p');
    expect(line).toHaveTextContent('Passar din smak: 87 %Fylligheten som i dina favoriter.');
    expect(line).not.toHaveAttribute('aria-hidden');
  });
});
