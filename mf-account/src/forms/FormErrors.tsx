/** Messages from the API (or the generic error), one per line. */
export function FormErrors({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  // The alert wraps the list: a role on the <ul> itself would leave its items outside any list (axe: listitem).
  return (
    <div role="alert" tabIndex={-1}>
      <ul className="acc-form__errors">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
