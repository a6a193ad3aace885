import { useState } from 'react';
import { useSelector } from 'react-redux';
import { bus, selectToken, useGetProfileQuery, useLikeWineMutation, useUnlikeWineMutation, type AuthRootState } from '@vinkompassen/shared-contracts';
import type { ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { HeartIcon, ListPlusIcon } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';

function useToken(): string | null {
  return useSelector((state: AuthRootState) => selectToken(state));
}

/** Whether the signed-in user has saved the wine (from the profile the shell keeps loaded). */
export function useIsLiked(productId: number): boolean {
  const token = useToken();
  const { data: profile } = useGetProfileQuery(undefined, { skip: token === null });
  return !!profile?.liked_products.some((liked) => liked.product.id === productId);
}

/**
 * Save/unsave a wine. Saving shows at once and is rolled back if the API refuses. Anonymous users get
 * the login modal with the wine remembered (the shell saves it after login) and the spec's explanation.
 */
export function WineActions({ product }: { product: ProductSummary }) {
  const token = useToken();
  const liked = useIsLiked(product.id);
  const [like, likeState] = useLikeWineMutation();
  const [unlike, unlikeState] = useUnlikeWineMutation();
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const busy = likeState.isLoading || unlikeState.isLoading;

  const toggleLike = () => {
    if (token === null) {
      setAskedToLogIn(true);
      bus.publish('auth/login-requested', { pendingProductId: product.id, mode: 'login', reason: 'login-required' });
      return;
    }
    // Not `disabled` while busy: that would drop keyboard focus.
    if (busy) return;
    const request = liked ? unlike(product) : like(product);
    request.unwrap().catch(() => bus.publish('error/show', {}));
  };

  const addToList = () => {
    if (token === null) setAskedToLogIn(true);
    bus.publish('list/add-requested', { productId: product.id });
  };

  return (
    <div className="disc-wine-actions">
      <div className="disc-actions">
        <button
          type="button"
          className={`vk-button${liked ? ' vk-button--primary' : ''} disc-like`}
          aria-pressed={liked}
          onClick={toggleLike}
        >
          <HeartIcon filled={liked} />
          {liked ? TEXTS.like.saved : TEXTS.like.save}
        </button>
        <button type="button" className="vk-button" onClick={addToList}>
          <ListPlusIcon />
          {TEXTS.like.addToList}
        </button>
      </div>
      <p className="disc-wine-actions__login" role="status">
        {askedToLogIn && token === null ? TEXTS.common.loginRequired : ''}
      </p>
    </div>
  );
}
