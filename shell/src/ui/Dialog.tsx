import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@vinkompassen/ui-kit';
import { lockBackground } from './backgroundLock';
import './dialog.css';

interface DialogProps {
  /** id of the element naming the dialog (its heading). */
  labelledBy: string;
  /** Omitted for dialogs that must be answered (the age gate): no Escape, no overlay click. */
  onClose?: () => void;
  variant?: 'modal' | 'drawer' | 'gate';
  className?: string;
  /**
   * false: rendered where it stands instead of in a portal on <body>. The age gate sits at the top of the tree
   * and is server-rendered (a portal needs the document), so it needs none.
   */
  portal?: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** Open dialogs, innermost last: only the innermost one answers a stray Escape. */
const openDialogs: HTMLElement[] = [];

/** Where focus goes back to inside a dialog: an error message made focusable, else the first field, else anything. */
function refocus(panel: HTMLElement) {
  const target =
    panel.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]') ??
    panel.querySelector<HTMLElement>(FIELD) ??
    panel.querySelector<HTMLElement>(FOCUSABLE) ??
    panel;
  target.focus();
}

/** Whether focus has left the dialog without going anywhere (to <body>, or still on a disabled or removed element). */
function focusLost(panel: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (!panel.contains(active)) return false;
  return !active.isConnected || (active as HTMLElement & { disabled?: boolean }).disabled === true;
}

/**
 * Accessible modal dialog: focus moves in and is trapped, the page behind is inert,
 * Escape and a click on the overlay close it, focus returns to the opener on close.
 *
 * Rendered into <body> through a portal, which the server renderer cannot do: on the server and while the browser
 * hydrates, a dialog open from the start (the age gate) renders nothing, and opens in the render right after.
 */
export function Dialog(props: DialogProps) {
  const hydrated = useHydrated();
  // Not in a portal (the age gate): the same markup on the server, while hydrating and after.
  return hydrated || props.portal === false ? <DialogPanel {...props} /> : null;
}

function DialogPanel({ labelledBy, onClose, variant = 'modal', className = '', portal = true, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // In the commit that shows the panel, not a frame later: no moment where the dialog is there and focus is not.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The overlay is the panel's parent: in place (the age gate) its siblings go inert, else all of #root.
    const unlock = lockBackground(panel?.parentElement);
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    if (!panel) return unlock;
    openDialogs.push(panel);

    // Focus can drop to <body> without any event: the focused submit gets disabled while a request is pending,
    // or the focused element is replaced (form → thank-you). Escape would then never reach the dialog.
    const guard = () => {
      if (openDialogs.at(-1) === panel && focusLost(panel)) refocus(panel);
    };
    // Looked at a frame later, once focus has settled: while Tab moves it, focus is on <body> for a moment, and a
    // field's message rendered on blur (a mutation) would otherwise pull focus back to the first field.
    let frame = 0;
    const guardSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(guard);
    };
    const observer = new MutationObserver(guardSoon);
    observer.observe(panel, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    panel.addEventListener('focusout', guardSoon);
    // Escape closes the innermost dialog even if focus got lost after all.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openDialogs.at(-1) !== panel || !onCloseRef.current) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      panel.removeEventListener('focusout', guardSoon);
      document.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      unlock();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose?.();
  };

  const overlay = (
    <div className={`vk-dialog-overlay vk-dialog-overlay--${variant}`} onMouseDown={onOverlayMouseDown} data-testid="dialog-overlay">
      <div
        ref={panelRef}
        className={`vk-dialog vk-dialog--${variant} ${className}`.trim()}
        role={variant === 'gate' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
  return portal ? createPortal(overlay, document.body) : overlay;
}
