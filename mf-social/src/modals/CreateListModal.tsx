import type { CreateListModalProps } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import '../ui/social.css';

/** Content of the create-list modal; the shell provides the dialog around it. */
export default function CreateListModal({ titleId, onClose, productId }: CreateListModalProps) {
  return (
    <div className="soc-modal" data-remote="social" data-product-id={productId}>
      <h2 id={titleId}>{TEXTS.createList.heading}</h2>
      <p>{TEXTS.createList.intro}</p>
      <div className="soc-modal__actions">
        <button type="button" className="vk-button" onClick={onClose}>
          {TEXTS.close}
        </button>
      </div>
    </div>
  );
}
