/** Simplified brand marks for the footer's social links (the icon set carries no brand logos). */
const paths = {
  LinkedIn:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-.95 1.84-1.95 3.79-1.95 4.05 0 4.85 2.5 4.85 5.77V21h-4v-5.1c0-1.22-.02-2.78-1.8-2.78-1.8 0-2.08 1.33-2.08 2.7V21h-4V9.75Z",
  Twitter:
    "M17.7 3h3.1l-6.8 7.6L22 21h-6.3l-4.9-6.2L5.2 21H2.1l7.3-8.2L1.8 3h6.4l4.4 5.6L17.7 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11 14.5Z",
  Facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.46A21 21 0 0 0 14.3 4.3c-2.3 0-3.8 1.4-3.8 3.96v2.24H8v3h2.5V21h3Z",
} as const;

export type SocialNetwork = keyof typeof paths;

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[network]} />
    </svg>
  );
}
