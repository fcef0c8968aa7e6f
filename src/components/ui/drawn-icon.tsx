/**
 * One of lucide's icons drawn here from its path, for the form controls that show one on many pages
 * (as an import, lucide's became a file of its own): decorative, in the current colour.
 */
export function DrawnIcon({
  path,
  strokeWidth,
  className,
}: {
  /** The `d` of lucide's path. */
  path: string;
  strokeWidth: number;
  className: string;
}) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
