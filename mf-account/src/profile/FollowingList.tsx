import { Link } from 'react-router-dom';
import { ROUTES, userPath, type UserSummary } from '@vinkompassen/shared-contracts';
import { Avatar } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';

/** Users the profile's owner follows, newest first. */
export function FollowingList({ users }: { users: readonly UserSummary[] }) {
  if (users.length === 0) {
    return (
      <div className="acc-empty">
        <p>{TEXTS.followingTab.empty}</p>
        <Link to={ROUTES.searchUsers}>{TEXTS.followingTab.find}</Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="acc-following-heading">
      <h2 id="acc-following-heading" className="vk-visually-hidden">
        {TEXTS.followingTab.heading}
      </h2>
      <ul className="acc-users">
        {users.map((user) => {
          const name = user.name;
          return (
            <li key={user.id}>
              <Link to={userPath(user.slug)} className="acc-user">
                <Avatar src={user.avatar} alt="" size={44} />
                <span>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
