import { useEffect, useRef, useState } from 'react';
import { bus } from '@vinkompassen/shared-contracts';
import { lazyPart } from '../ui/lazyPart';
import type { Notice, NoticeContent } from './notice';
import './notice.css';

/** Long enough to reach "Ångra" by keyboard; paused while pointer or focus is on the toast. */
export const NOTICE_MS = 8000;

/** The toast itself waits for the first notice: most visits never get one. */
const NoticeToast = lazyPart(() => import('./NoticeToast').then((m) => m.NoticeToast));

/**
 * The status toast: confirmations from any micro-frontend (`notice/show`) and "Tillagt i <list>" with undo after the
 * add-to-list modal (`list/product-added`). A polite live region, so it is announced without taking focus.
 */
export function NoticeHost() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [paused, setPaused] = useState(false);
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

  const undone = () => setNotice((shown) => (shown?.kind === 'added' ? { ...shown, kind: 'removed', id: ++nextId.current } : shown));

  return (
    <div
      className="vk-notice-region"
      role="status"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {notice && <NoticeToast key={notice.id} notice={notice} onUndone={undone} onClose={() => setNotice(null)} />}
    </div>
  );
}
