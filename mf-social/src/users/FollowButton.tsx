import { useState } from 'react';
import { bus } from '@vinkompassen/shared-contracts';
import { requestLogin } from '../session';
import { TEXTS } from '../texts';
import { useFollowUserMutation, useUnfollowUserMutation } from '../ui/socialApi';

interface FollowButtonProps {
  userId: number;
  name: string;
  following: boolean;
  authenticated: boolean;
}

/** Follow/unfollow; anonymous visitors get the spec's login-required text and the login modal. */
export function FollowButton({ userId, name, following, authenticated }: FollowButtonProps) {
  const [follow, followState] = useFollowUserMutation();
  const [unfollow, unfollowState] = useUnfollowUserMutation();
  const [loginNeeded, setLoginNeeded] = useState(false);
  const busy = followState.isLoading || unfollowState.isLoading;

  const toggle = async () => {
    if (!authenticated) {
      setLoginNeeded(true);
      requestLogin(true);
      return;
    }
    // Not `disabled` while busy: that would drop keyboard focus.
    if (busy) return;
    const result = await (following ? unfollow(userId) : follow(userId));
    if ('error' in result) bus.publish('error/show', {});
  };

  return (
    <div className="soc-follow">
      <button
        type="button"
        className={`vk-button${following ? '' : ' vk-button--primary'}`}
        aria-label={following ? TEXTS.user.unfollowLabel(name) : TEXTS.user.followLabel(name)}
        aria-busy={busy}
        onClick={() => void toggle()}
      >
        {following ? TEXTS.user.unfollow : TEXTS.user.follow}
      </button>
      <p className="soc-follow__status" role="status">
        {!authenticated ? (loginNeeded ? TEXTS.loginRequired : '') : following ? TEXTS.user.followingState(name) : ''}
      </p>
    </div>
  );
}
