import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function ConfirmResetPage() {
  return <Page heading={TEXTS.confirmReset.heading} intro={TEXTS.confirmReset.intro} />;
}
