import { renderHook } from '@testing-library/react';
import { bus } from '../bus/bus';
import type { PageMeta } from '../bus/messages';
import { pageMetaOf, usePageMeta } from './pageMeta';

describe('usePageMeta', () => {
  const published = () => {
    const seen: PageMeta[] = [];
    const subscription = bus.on('meta/changed').subscribe(({ payload }) => seen.push(payload));
    return { seen, stop: () => subscription.unsubscribe() };
  };
  const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('publishes every given field after the commit, empty ones left out', async () => {
    const { seen, stop } = published();
    renderHook(() => usePageMeta({ title: 'Sommarviner', description: '', image: 'https://bild/1.png', shareable: false }));
    expect(seen).toEqual([]);
    await settle();
    expect(seen).toEqual([{ title: 'Sommarviner', image: 'https://bild/1.png', shareable: false }]);
    stop();
  });

  it('publishes nothing while the meta is unknown, nor for a page that left before the commit settled', async () => {
    const { seen, stop } = published();
    renderHook(() => usePageMeta(null));
    const { unmount } = renderHook(() => usePageMeta({ title: 'Borta' }));
    unmount();
    await settle();
    expect(seen).toEqual([]);
    stop();
  });

  it('publishes again only when the meta changes', async () => {
    const { seen, stop } = published();
    const { rerender } = renderHook(({ title }) => usePageMeta({ title }), { initialProps: { title: 'Ett' } });
    await settle();
    rerender({ title: 'Ett' });
    await settle();
    rerender({ title: 'Två' });
    await settle();
    expect(seen.map((meta) => meta.title)).toEqual(['Ett', 'Två']);
    stop();
  });
});

describe('pageMetaOf', () => {
  it('keeps false and drops undefined and empty strings', () => {
    expect(pageMetaOf({ title: 'T', description: undefined, image: '', shareable: false })).toEqual({ title: 'T', shareable: false });
  });
});
