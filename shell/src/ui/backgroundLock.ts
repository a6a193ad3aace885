let locks = 0;

/** Makes the app behind open dialogs inert and unscrollable; nested dialogs are counted. */
export function lockBackground(): () => void {
  const root = document.getElementById('root');
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
