/** A one-path 24×24 icon in the text colour: decorative, so the control around it carries the name. */
export function SvgIcon({ size, path }: { size: number; path: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
