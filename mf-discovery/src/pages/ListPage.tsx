import { useParams } from 'react-router-dom';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function ListPage() {
  const { slug } = useParams();
  return (
    <Page heading={TEXTS.list.heading} intro={TEXTS.list.intro}>
      <p data-slug={slug}>{slug}</p>
    </Page>
  );
}
