import { fireEvent, render, screen } from '@testing-library/react';
import { BottleImage } from './BottleImage';

const thumbnail = 'data:image/webp;base64,UklGRg==';
const src = 'https://product-cdn.systembolaget.se/productimages/1/1_400.png';

describe('BottleImage', () => {
  it('shows the thumbnail at once, the image on top once it has loaded', () => {
    const { container } = render(<BottleImage src={src} thumbnail={thumbnail} wineStyle="red" />);
    const frame = container.querySelector('.vk-bottle-frame')!;
    expect(container.querySelector('img.vk-bottle--thumb')).toHaveAttribute('src', thumbnail);
    const full = container.querySelector('img.vk-bottle--full')!;
    expect(full).toHaveAttribute('src', src);
    expect(frame).toHaveAttribute('data-image-state', 'loading');
    fireEvent.load(full);
    expect(frame).toHaveAttribute('data-image-state', 'loaded');
    expect(container.querySelector('img.vk-bottle--thumb')).toBeNull();
  });

  it('keeps the thumbnail, named, when the image cannot be reached', () => {
    const { container } = render(<BottleImage src={src} thumbnail={thumbnail} wineStyle="white" alt="Flaska: Chablis" />);
    fireEvent.error(container.querySelector('img.vk-bottle--full')!);
    expect(container.querySelector('img.vk-bottle--full')).toBeNull();
    expect(screen.getByRole('img', { name: 'Flaska: Chablis' })).toHaveAttribute('src', thumbnail);
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });

  it('draws the bottle when there is neither image nor thumbnail, or the image fails without one', () => {
    const { container, rerender } = render(<BottleImage src={null} wineStyle="rose" />);
    expect(container.querySelector('svg[data-placeholder]')).toHaveAttribute('aria-hidden', 'true');
    rerender(<BottleImage key="b" src={src} wineStyle="rose" alt="Flaska: Rosé" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Flaska: Rosé' }).tagName).toBe('svg');
  });
});
