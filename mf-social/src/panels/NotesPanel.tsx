import type { NotesPanelProps } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import '../ui/social.css';

/** Notes on one wine, embedded in the product page. */
export default function NotesPanel({ productId }: NotesPanelProps) {
  return (
    <section className="soc-notes" data-remote="social" data-product-id={productId}>
      <h2>{TEXTS.notes.heading}</h2>
      <p>{TEXTS.notes.intro}</p>
    </section>
  );
}
