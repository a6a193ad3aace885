/** Messages from the API (or the generic error), one per line. */
export function FormErrors({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="acc-form__errors" role="alert" tabIndex={-1}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
