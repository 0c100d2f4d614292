/** The Jenesys mark and wordmark, drawn inline so it costs no request and stays sharp at any size. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2550eb" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill="url(#logo-gradient)" />
      <path d="M24 10v13.5a7 7 0 0 1-12.6 4.2" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="10" r="2.6" fill="#5eead4" />
    </svg>
  );
}

/** The logo; `label` is read after the name by assistive technology (the visible name stays its accessible name). */
export function Logo({ label }: { label?: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-10 shrink-0" />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight text-ink">Jenesys</span>{" "}
        <span className="text-[0.65rem] font-semibold tracking-[0.22em] text-muted uppercase">Technologies</span>
        {label && <span className="sr-only">{label}</span>}
      </span>
    </span>
  );
}
