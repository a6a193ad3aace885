import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the picture, and the named silhouette once it fails to load', () => {
    render(<Avatar src="https://vin.test/a.png" alt="Profilbild för Anna" size={88} />);
    const img = screen.getByRole('img', { name: 'Profilbild för Anna' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const silhouette = screen.getByRole('img', { name: 'Profilbild för Anna' });
    expect(silhouette.tagName).toBe('svg');
    expect(silhouette).toHaveAttribute('width', '88');
  });

  it('hides a decorative silhouette from assistive technology', () => {
    const { container } = render(<Avatar src={null} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
