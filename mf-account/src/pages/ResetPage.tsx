import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function ResetPage() {
  return <Page heading={TEXTS.reset.heading} intro={TEXTS.reset.intro} />;
}
