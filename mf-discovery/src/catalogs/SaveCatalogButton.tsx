import { useState } from 'react';
import { useSelector } from 'react-redux';
import { bus, selectToken, type AuthRootState } from '@vinkompassen/shared-contracts';
import type { Catalog } from '@vinkompassen/shared-contracts/schemas';
import { BookmarkIcon } from '@vinkompassen/ui-kit';
import { TEXTS, LIST_TEXTS } from '../texts';
import { useSaveCatalogMutation, useUnsaveCatalogMutation } from '../ui/discoveryApi';

/**
 * Follow (save) an editorial list. Shown at once and rolled back if the API refuses (the endpoint patches the
 * cached list). Anonymous visitors get the login modal and the spec's explanation.
 */
export function SaveCatalogButton({ catalog }: { catalog: Pick<Catalog, 'id' | 'is_saved' | 'saves_count'> }) {
  const token = useSelector((state: AuthRootState) => selectToken(state));
  const [save, saveState] = useSaveCatalogMutation();
  const [unsave, unsaveState] = useUnsaveCatalogMutation();
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const saved = token !== null && catalog.is_saved;

  const toggle = () => {
    if (token === null) {
      setAskedToLogIn(true);
      bus.publish('auth/login-requested', { mode: 'login', reason: 'login-required' });
      return;
    }
    // Not `disabled` while busy: that would drop keyboard focus.
    if (saveState.isLoading || unsaveState.isLoading) return;
    (saved ? unsave : save)({ id: catalog.id })
      .unwrap()
      .catch(() => bus.publish('error/show', {}));
  };

  return (
    <div className="disc-follow">
      <div className="disc-actions">
        <button type="button" className={`vk-button${saved ? ' vk-button--primary' : ''}`} aria-pressed={saved} onClick={toggle}>
          <BookmarkIcon filled={saved} />
          {saved ? LIST_TEXTS.following : LIST_TEXTS.follow}
        </button>
        {catalog.saves_count > 0 && <span className="disc-muted">{LIST_TEXTS.followers(catalog.saves_count)}</span>}
      </div>
      <p className="disc-follow__login" role="status">
        {askedToLogIn && token === null ? TEXTS.common.loginRequired : ''}
      </p>
    </div>
  );
}
