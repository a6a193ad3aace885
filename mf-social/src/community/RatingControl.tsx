import { useId } from 'react';
import { bus } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { useDeleteRatingMutation, useGetRatingSummaryQuery, useRateProductMutation } from '../ui/socialApi';

const OPTIONS = [1, 2, 3, 4, 5] as const;

/**
 * "Ditt betyg": the own rating of the wine's taste, 1–5, as native radio buttons (arrow keys move and choose, as in
 * any radio group). Choosing one saves it at once; a new choice replaces it.
 */
export function RatingControl({ productId, viewer }: { productId: number; viewer: string | null }) {
  const name = useId();
  const summary = useGetRatingSummaryQuery({ product: productId, viewer });
  const [rate, rating] = useRateProductMutation();
  const [remove, removing] = useDeleteRatingMutation();
  // The choice shows at once; the server's answer then confirms it.
  const mine = rating.isLoading ? (rating.originalArgs?.rating ?? null) : (summary.data?.mine ?? null);

  const choose = async (value: number) => {
    const result = await rate({ product: productId, rating: value });
    if ('error' in result) bus.publish('error/show', {});
  };
  const clear = async () => {
    const result = await remove({ product: productId });
    if ('error' in result) bus.publish('error/show', {});
  };

  return (
    <fieldset className="soc-rating" aria-describedby={`${name}-hint`} disabled={summary.isLoading}>
      <legend className="soc-rating__legend">{TEXTS.rating.legend}</legend>
      <p id={`${name}-hint`} className="soc-rating__hint">
        {TEXTS.rating.hint}
      </p>
      <div className="soc-rating__options">
        {OPTIONS.map((value) => (
          <label key={value} className="soc-rating__option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={mine === value}
              onChange={() => void choose(value)}
            />
            <span aria-hidden="true" className="soc-rating__mark">
              {value}
            </span>
            <span className="vk-visually-hidden">{TEXTS.rating.option(value)}</span>
          </label>
        ))}
      </div>
      <p className="soc-rating__status" role="status">
        {mine !== null ? TEXTS.rating.saved(mine) : removing.isSuccess ? TEXTS.rating.removed : ''}
      </p>
      {mine !== null && (
        <button type="button" className="vk-link-button soc-rating__remove" onClick={() => void clear()}>
          {TEXTS.rating.remove}
        </button>
      )}
    </fieldset>
  );
}
