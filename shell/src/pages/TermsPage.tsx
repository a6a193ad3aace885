import { TEXTS } from '../texts';

export function TermsPage() {
  return (
    <article className="vk-prose">
      <h1>{TEXTS.terms.heading}</h1>
      {TEXTS.terms.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </article>
  );
}
