import { useParams } from 'react-router-dom';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function UserPage() {
  const { slug } = useParams();
  return (
    <Page heading={TEXTS.user.heading} intro={TEXTS.user.intro}>
      <p data-slug={slug}>{slug}</p>
    </Page>
  );
}
