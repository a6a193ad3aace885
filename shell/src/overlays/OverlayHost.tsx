import { useId } from 'react';
import type { AddToListModalProps, CreateListModalProps, LoginModalProps, OverlayProps } from '@vinkompassen/shared-contracts';
import { CloseIcon } from '@vinkompassen/ui-kit';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { RemoteModule } from '../federation/RemoteModule';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import { TEXTS } from '../texts';
import { Dialog } from '../ui/Dialog';
import { overlayClosed, type Overlay } from '../store/overlaySlice';
import './overlays.css';

/** Mounts the modal requested over the bus; remotes provide the content, the shell the dialog. */
export function OverlayHost() {
  const open = useAppSelector((state) => state.overlays.open);
  const dispatch = useAppDispatch();
  const titleId = useId();
  if (!open) return null;
  const close = () => dispatch(overlayClosed());

  return (
    <Dialog labelledBy={titleId} onClose={close} className="vk-modal">
      <button type="button" className="vk-icon-button vk-modal__close" onClick={close} aria-label={TEXTS.modal.close}>
        <CloseIcon />
      </button>
      <OverlayContent overlay={open} titleId={titleId} onClose={close} />
    </Dialog>
  );
}

function OverlayContent({ overlay, titleId, onClose }: { overlay: Overlay } & OverlayProps) {
  const base = { onClose, titleId };
  switch (overlay.kind) {
    case 'login':
      return (
        <RemoteModule<'account', LoginModalProps>
          remote="account"
          module="./LoginModal"
          props={{ ...base, ...(overlay.reason && { reason: overlay.reason }) }}
          variant="inline"
        />
      );
    case 'register':
      return (
        <RemoteModule<'account', LoginModalProps>
          remote="account"
          module="./RegisterModal"
          props={{ ...base, ...(overlay.reason && { reason: overlay.reason }) }}
          variant="inline"
        />
      );
    case 'create-list':
      return (
        <RemoteModule<'social', CreateListModalProps>
          remote="social"
          module="./CreateListModal"
          props={{ ...base, productId: overlay.productId }}
          variant="inline"
        />
      );
    case 'add-to-list':
      return (
        <RemoteModule<'social', AddToListModalProps>
          remote="social"
          module="./AddToListModal"
          props={{ ...base, productId: overlay.productId }}
          variant="inline"
        />
      );
    case 'newsletter':
      return <NewsletterForm headingId={titleId} />;
  }
}
