import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bus, formatNumber, formatShortDate, useGetCommunityNotesQuery, userPath, type CommunityPanelProps } from '@vinkompassen/shared-contracts';
import type { CommunityNote, RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import { Avatar, Skeleton } from '@vinkompassen/ui-kit';
import { useViewer } from '../session';
import { TEXTS } from '../texts';
import '../ui/social.css';
import '../ui/community.css';
import { useReportNoteMutation } from '../ui/socialApi';

/**
 * "Medlemmarnas betyg" on discovery's wine page: the average and the count (from three established members besides the
 * viewer up) with its rule, and others' notes
 * the viewer may read, people they follow first. Rendered by the server for anonymous visitors (public notes only:
 * the wine page's contract loads the same first page beside the wine). Content only: the host gives heading and frame.
 */
export default function CommunityPanel({ productId, productSlug }: CommunityPanelProps) {
  const { token } = useViewer();
  const [pages, setPages] = useState(1);
  // The first page carries the ratings; the server fetched it with the same argument, beside the wine.
  const first = useGetCommunityNotesQuery({ product: productSlug, viewer: token });
  return (
    <div className="soc-community" data-remote="social">
      {first.data ? <Average ratings={first.data.ratings} /> : first.isError ? null : <Skeleton lines={1} />}
      <section className="soc-community__notes" aria-labelledby={`community-notes-${productId}`}>
        <h3 id={`community-notes-${productId}`} className="soc-community__heading">
          {TEXTS.community.notesHeading}
        </h3>
        {Array.from({ length: pages }, (_, i) => (
          <NotesPage key={i} product={productSlug} viewer={token} page={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} />
        ))}
      </section>
    </div>
  );
}

/** The average when the rule allows it, and the rule in one line either way. */
function Average({ ratings }: { ratings: RatingSummary }) {
  return (
    <>
      {ratings.average !== null && (
        <p className="soc-community__average">
          <span className="soc-community__value">{TEXTS.community.average(formatNumber(ratings.average, 1))}</span>
          <span className="soc-community__count">{TEXTS.community.count(ratings.count)}</span>
        </p>
      )}
      <p className="soc-community__few">{TEXTS.community.rule}</p>
    </>
  );
}

interface NotesPageProps {
  product: string;
  viewer: string | null;
  page: number;
  last: boolean;
  onMore: () => void;
}

/** One page of notes; the last one shown offers the next. */
function NotesPage({ product, viewer, page, last, onMore }: NotesPageProps) {
  // The first page's argument has no page: the server rendered it with the same one.
  const notes = useGetCommunityNotesQuery(page === 1 ? { product, viewer } : { product, viewer, page });
  if (!notes.data) return notes.isError ? <p role="alert">{TEXTS.loadFailed}</p> : <Skeleton lines={2} />;
  if (page === 1 && notes.data.results.length === 0) return <p className="soc-community__empty">{TEXTS.community.noNotes}</p>;
  return (
    <>
      <ul className="soc-community__list">
        {notes.data.results.map((note) => (
          <CommunityNoteItem key={note.id} note={note} canReport={viewer !== null} />
        ))}
      </ul>
      {last && notes.data.next && (
        <button type="button" className="vk-button vk-button--small" onClick={onMore}>
          {TEXTS.community.more}
        </button>
      )}
    </>
  );
}

function CommunityNoteItem({ note, canReport }: { note: CommunityNote; canReport: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [report, reporting] = useReportNoteMutation();
  const reported = note.reported || reporting.isSuccess;

  const send = async () => {
    if (reporting.isLoading) return;
    const result = await report({ id: note.id, product: note.product });
    setConfirming(false);
    if ('error' in result) bus.publish('error/show', {});
  };

  return (
    <li className="soc-community-note">
      <div className="soc-community-note__byline">
        <Avatar src={note.author.avatar} alt="" size={36} />
        <Link to={userPath(note.author.slug)} className="soc-community-note__name">
          {note.author.name}
        </Link>
        {note.from_followed && <span className="soc-community-note__badge">{TEXTS.community.followed}</span>}
      </div>
      {note.rating !== null && <p className="soc-community-note__rating">{TEXTS.community.writerRating(note.rating)}</p>}
      <p className="soc-note__text">{note.text}</p>
      <p className="soc-note__meta">{TEXTS.notes.written(formatShortDate(note.created_at))}</p>
      {canReport &&
        (reported ? (
          <p className="soc-note__meta" role="status">
            {TEXTS.community.reported}
          </p>
        ) : confirming ? (
          <div className="soc-confirm" role="group" aria-label={TEXTS.community.reportConfirm}>
            <p>{TEXTS.community.reportConfirm}</p>
            <button type="button" className="vk-button vk-button--small vk-button--primary" aria-busy={reporting.isLoading} onClick={() => void send()}>
              {TEXTS.community.reportYes}
            </button>
            <button type="button" className="vk-button vk-button--small" onClick={() => setConfirming(false)}>
              {TEXTS.cancel}
            </button>
          </div>
        ) : (
          <div className="soc-note__actions">
            <button type="button" className="vk-link-button" aria-label={TEXTS.community.reportLabel(note.author.name)} onClick={() => setConfirming(true)}>
              {TEXTS.community.report}
            </button>
          </div>
        ))}
    </li>
  );
}
