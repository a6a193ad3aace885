import { Link } from 'react-router-dom';
import { userListPath } from '@vinkompassen/shared-contracts';
import type { UserList } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';

/** A list in a grid of lists: links to its page. */
export function ListCard({ list }: { list: UserList }) {
  return (
    <li className="soc-list-card">
      <Link to={userListPath(list.slug)} className="soc-list-card__link">
        {list.name}
      </Link>
      <span className="soc-list-card__meta">{TEXTS.lists.winesCount(list.products_count)}</span>
      {list.description && <p className="soc-list-card__description">{list.description}</p>}
    </li>
  );
}
