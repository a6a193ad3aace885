import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function ToplistsPage() {
  return <Page heading={TEXTS.toplists.heading} intro={TEXTS.toplists.intro} />;
}
