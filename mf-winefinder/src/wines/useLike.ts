import { useSelector } from 'react-redux';
import { bus, selectIsAuthenticated, useGetProfileQuery, useLikeWineMutation, useUnlikeWineMutation } from '@vinkompassen/shared-contracts';
import type { RankedWine } from '@vinkompassen/shared-contracts/schemas';

/**
 * Saving (liking) a wine. Anonymous: the shell's login modal, which saves the wine after login.
 * Signed in: likeWine/unlikeWine update the cached profile at once and roll back on failure.
 */
export function useLike(product: RankedWine['product']): { liked: boolean; toggle: () => void } {
  const signedIn = useSelector(selectIsAuthenticated);
  const { data: profile } = useGetProfileQuery(undefined, { skip: !signedIn });
  const [like] = useLikeWineMutation();
  const [unlike] = useUnlikeWineMutation();
  const liked = signedIn && (profile?.liked_products.some((saved) => saved.product.id === product.id) ?? false);

  const toggle = async () => {
    if (!signedIn) {
      bus.publish('auth/login-requested', { pendingProductId: product.id, mode: 'login', reason: 'login-required' });
      return;
    }
    const result = await (liked ? unlike(product) : like(product));
    if ('error' in result) bus.publish('error/show', {});
  };

  return { liked, toggle: () => void toggle() };
}
