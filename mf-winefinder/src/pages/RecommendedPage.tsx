import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function RecommendedPage() {
  return <Page heading={TEXTS.recommended.heading} intro={TEXTS.recommended.intro} />;
}
