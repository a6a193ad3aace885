import { Link } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function HomePage() {
  return (
    <Page heading={TEXTS.home.heading} intro={TEXTS.home.intro}>
      <div className="disc-actions">
        <Link className="vk-button vk-button--primary" to={ROUTES.winefinder}>
          {TEXTS.home.winefinderCta}
        </Link>
        <Link className="vk-button" to={ROUTES.dishes}>
          {TEXTS.home.dishesCta}
        </Link>
      </div>
    </Page>
  );
}
