import { useParams } from 'react-router-dom';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function ProductPage() {
  const { slug } = useParams();
  return (
    <Page heading={TEXTS.product.heading} intro={TEXTS.product.intro}>
      <p data-slug={slug}>{slug}</p>
    </Page>
  );
}
