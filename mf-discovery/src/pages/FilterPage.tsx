import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function FilterPage() {
  return <Page heading={TEXTS.filter.heading} intro={TEXTS.filter.intro} />;
}
