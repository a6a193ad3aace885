import { NewsletterForm } from '../newsletter/NewsletterForm';

export function NewsletterPage() {
  return (
    <div className="vk-card">
      <NewsletterForm headingLevel={1} />
    </div>
  );
}
