import { useEffect, useRef, useState } from 'react';
import { bus, useRemoveProductFromListMutation } from '@vinkompassen/shared-contracts';
import { CloseIcon } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import './notice.css';

/** Long enough to reach "Ångra" by keyboard; paused while pointer or focus is on the toast. */
export const NOTICE_MS = 8000;

type NoticeContent =
  | { kind: 'text'; message: string }
  | { kind: 'added' | 'removed'; list: { id: number; name: string }; productId: number };
type Notice = NoticeContent & { id: number };

/**
 * The status toast: confirmations from any micro-frontend (`notice/show`) and "Tillagt i <list>" with undo after the
 * add-to-list modal (`list/product-added`). A polite live region, so it is announced without taking focus.
 */
export function NoticeHost() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [paused, setPaused] = useState(false);
  const [removeProduct, removal] = useRemoveProductFromListMutation();
  const nextId = useRef(0);

  useEffect(() => {
    const show = (content: NoticeContent) => setNotice({ ...content, id: ++nextId.current });
    const subscriptions = [
      bus.on('notice/show').subscribe(({ payload }) => show({ kind: 'text', message: payload.message })),
      bus.on('list/product-added').subscribe(({ payload }) => show({ kind: 'added', ...payload })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);

  useEffect(() => {
    if (!notice || paused) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, paused]);

  const undo = async () => {
    if (notice?.kind !== 'added' || removal.isLoading) return;
    const result = await removeProduct({ list: notice.list.id, product: notice.productId });
    if ('error' in result) {
      bus.publish('error/show');
      return;
    }
    setNotice({ ...notice, kind: 'removed', id: ++nextId.current });
  };

  return (
    <div
      className="vk-notice-region"
      role="status"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {notice && (
        <div className="vk-notice" key={notice.id}>
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
          <button type="button" className="vk-icon-button" onClick={() => setNotice(null)} aria-label={TEXTS.notice.close}>
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
