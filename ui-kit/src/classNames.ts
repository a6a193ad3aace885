/** Joins the class names that are set. */
export const classNames = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** An inline SVG standing in for an <img>: named when `alt` says something, hidden when decorative (alt ""). */
export function svgLabel(alt: string) {
  return alt ? ({ role: 'img', 'aria-label': alt } as const) : ({ 'aria-hidden': true, focusable: false } as const);
}
