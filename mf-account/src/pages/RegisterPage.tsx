import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function RegisterPage() {
  return <Page heading={TEXTS.register.heading} intro={TEXTS.register.intro} />;
}
