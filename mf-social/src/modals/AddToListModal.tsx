import { bus, type AddToListModalProps } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import '../ui/social.css';

/** Content of the add-to-list modal; "create new" hands the wine over to the create-list flow. */
export default function AddToListModal({ titleId, onClose, productId }: AddToListModalProps) {
  return (
    <div className="soc-modal" data-remote="social" data-product-id={productId}>
      <h2 id={titleId}>{TEXTS.addToList.heading}</h2>
      <p>{TEXTS.addToList.intro}</p>
      <div className="soc-modal__actions">
        <button
          type="button"
          className="vk-button vk-button--primary"
          onClick={() => bus.publish('list/create-requested', { productId })}
        >
          {TEXTS.addToList.createNew}
        </button>
        <button type="button" className="vk-button" onClick={onClose}>
          {TEXTS.close}
        </button>
      </div>
    </div>
  );
}
