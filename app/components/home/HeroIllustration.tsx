export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 480" role="img" aria-labelledby="hero-illustration-title" className={className}>
      <title id="hero-illustration-title">
        Illustration of a connected city: office towers, a hospital, a power grid and delivery vans linked by data lines to a central cloud
      </title>
      <rect width="560" height="480" rx="24" fill="#eef4ff" />
    </svg>
  );
}
