import { useSelector } from 'react-redux';
import { selectToken, useGetTasteMatchQuery, type AuthRootState } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';

/**
 * "Passar din smak: 87 %" with a one-line why, for a logged-in user whose saved and rated wines say enough about
 * their taste; nothing otherwise (nor on the server, which renders every visitor as anonymous).
 */
export function TasteMatch({ productId }: { productId: number }) {
  const token = useSelector((state: AuthRootState) => selectToken(state));
  const match = useGetTasteMatchQuery({ products: [productId], viewer: token }, { skip: token === null });
  const fit = match.data?.eligible ? match.data.results.find((r) => r.product === productId) : undefined;
  if (!fit) return null;
  return (
    <p className="disc-taste-match">
      <strong>{TEXTS.product.tasteMatch(fit.percent)}</strong>
      <span className="disc-taste-match__why">{fit.reason}</span>
    </p>
  );
}
