import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A setting of the own account behind a button (Byt lösenord, Byt mejladress): the form opens with focus on its
 * heading, and closes back onto the button, saying in a status line when it saved.
 */
export function SettingSection({
  heading,
  start,
  done,
  form,
}: {
  heading: string;
  start: string;
  done: string;
  form: (onDone: (saved: boolean) => void) => ReactNode;
}) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (open) headingRef.current?.focus();
    else if (opened.current) startRef.current?.focus();
    opened.current = open;
  }, [open]);

  return (
    <section className="acc-setting" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p role="status">{saved ? done : ''}</p>
      {open ? (
        form((didSave) => {
          setSaved(didSave);
          setOpen(false);
        })
      ) : (
        <button
          ref={startRef}
          type="button"
          className="vk-button"
          onClick={() => {
            setSaved(false);
            setOpen(true);
          }}
        >
          {start}
        </button>
      )}
    </section>
  );
}
