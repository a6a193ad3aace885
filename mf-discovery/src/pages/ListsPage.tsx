import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function ListsPage() {
  return <Page heading={TEXTS.lists.heading} intro={TEXTS.lists.intro} />;
}
