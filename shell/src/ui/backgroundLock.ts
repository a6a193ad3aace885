let locks = 0;

/**
 * Makes the app behind open dialogs inert and unscrollable; nested dialogs are counted. A dialog rendered in place
 * inside #root (the age gate: no portal, so the server can render it) makes what stands beside it inert instead.
 */
export function lockBackground(overlay?: HTMLElement | null): () => void {
  const root = document.getElementById('root');
  if (overlay?.parentElement && root?.contains(overlay)) return lockSiblings(overlay);
  locks += 1;
  if (locks === 1) {
    root?.setAttribute('inert', '');
    document.documentElement.classList.add('vk-scroll-locked');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root?.removeAttribute('inert');
      document.documentElement.classList.remove('vk-scroll-locked');
    }
  };
}

function lockSiblings(overlay: HTMLElement): () => void {
  const siblings = [...overlay.parentElement!.children].filter((element) => element !== overlay && !element.hasAttribute('inert'));
  for (const element of siblings) element.setAttribute('inert', '');
  document.documentElement.classList.add('vk-scroll-locked');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const element of siblings) element.removeAttribute('inert');
    if (locks === 0) document.documentElement.classList.remove('vk-scroll-locked');
  };
}
