import { TasteFit, useTasteMatches } from '@vinkompassen/ui-kit';

/**
 * "Passar din smak: 87 %" with a one-line why, for a logged-in user whose saved and rated wines say enough about
 * their taste; nothing otherwise (nor on the server, which renders every visitor as anonymous).
 */
export function TasteMatch({ productId }: { productId: number }) {
  const fit = useTasteMatches([productId])?.(productId);
  return fit ? <TasteFit percent={fit.percent} reason={fit.reason} className="disc-taste-match" /> : null;
}
