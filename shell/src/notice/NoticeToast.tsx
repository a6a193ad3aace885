import { bus, useRemoveProductFromListMutation } from '@vinkompassen/shared-contracts';
import { CloseIcon } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import type { Notice } from './notice';

interface NoticeToastProps {
  notice: Notice;
  /** The wine was taken out of the list again ("Ångra"). */
  onUndone: () => void;
  onClose: () => void;
}

/** One notice, with "Ångra" after an added wine. */
export function NoticeToast({ notice, onUndone, onClose }: NoticeToastProps) {
  const [removeProduct, removal] = useRemoveProductFromListMutation();

  const undo = async () => {
    if (notice.kind !== 'added' || removal.isLoading) return;
    const result = await removeProduct({ list: notice.list.id, product: notice.productId });
    if ('error' in result) {
      bus.publish('error/show');
      return;
    }
    onUndone();
  };

  return (
    <div className="vk-notice">
      <p>
        {notice.kind === 'text' ? (
          notice.message
        ) : (
          <>
            {notice.kind === 'added' ? TEXTS.notice.addedTo : TEXTS.notice.removedFrom} <em>{notice.list.name}</em>
          </>
        )}
      </p>
      {notice.kind === 'added' && (
        <button type="button" className="vk-button vk-button--small" onClick={() => void undo()} aria-busy={removal.isLoading || undefined}>
          {TEXTS.notice.undo}
        </button>
      )}
      <button type="button" className="vk-icon-button" onClick={onClose} aria-label={TEXTS.notice.close}>
        <CloseIcon />
      </button>
    </div>
  );
}
