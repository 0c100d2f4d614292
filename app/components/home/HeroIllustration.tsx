/** The home hero drawing: a connected city — towers, a hospital, a power grid and delivery vans — linked to one cloud. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 480" role="img" aria-labelledby="hero-illustration-title" className={className} fill="none">
      <title id="hero-illustration-title">
        Illustration of a connected city: office towers, a hospital, a power grid and delivery vans linked by data lines
        to a central cloud
      </title>
      <defs>
        <linearGradient id="hero-a" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#93b6fd" />
          <stop offset="1" stopColor="#3b6af6" />
        </linearGradient>
        <linearGradient id="hero-b" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b6af6" />
          <stop offset="1" stopColor="#1e328a" />
        </linearGradient>
        <linearGradient id="hero-t" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2dd4bf" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
        <linearGradient id="hero-c" x1="200" y1="40" x2="360" y2="140" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#608ffa" />
          <stop offset="1" stopColor="#1d3fd8" />
        </linearGradient>
      </defs>
      <circle cx="280" cy="250" r="214" fill="#dbe7fe" fillOpacity=".45" />
      <circle cx="280" cy="96" r="84" fill="#dbe7fe" />
      <circle cx="280" cy="96" r="92" stroke="#93b6fd" strokeWidth="2" strokeDasharray="2 9" strokeLinecap="round" />
      <rect x="16" y="394" width="528" height="66" rx="22" fill="#dbe7fe" />
      <rect x="28" y="418" width="504" height="30" rx="15" fill="#bfd4fe" />
      <path d="M48 433h464" stroke="#fff" strokeWidth="3" strokeDasharray="14 12" strokeLinecap="round" />
      {/* office towers */}
      <rect x="40" y="210" width="64" height="188" rx="6" fill="url(#hero-a)" />
      <path d="M58 228v156M72 228v156M86 228v156" stroke="#eef4ff" strokeOpacity=".75" strokeWidth="8" strokeDasharray="10 10" />
      <path d="M150 150v-26" stroke="#1e35af" strokeWidth="3" strokeLinecap="round" />
      <rect x="112" y="150" width="76" height="248" rx="6" fill="url(#hero-b)" />
      <path d="M130 170v214M150 170v214M170 170v214" stroke="#bfd4fe" strokeOpacity=".6" strokeWidth="10" strokeDasharray="12 10" />
      {/* hospital */}
      <rect x="208" y="268" width="120" height="130" rx="8" fill="#fff" stroke="#bfd4fe" strokeWidth="2" />
      <path d="M224 310h90M224 340h90" stroke="#93b6fd" strokeWidth="14" strokeDasharray="16 9" />
      <rect x="254" y="362" width="28" height="36" rx="4" fill="#5eead4" />
      <circle cx="268" cy="268" r="22" fill="url(#hero-t)" stroke="#fff" strokeWidth="3" />
      <path d="M263 255h10v8h8v10h-8v8h-10v-8h-8v-10h8z" fill="#fff" />
      {/* power grid */}
      <g stroke="#1e35af" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M396 398l16-152 8-24 8 24 16 152M388 256h64M396 286h48M399 368l38-38-30-38M441 368l-38-38 30-38" />
        <path d="M452 256q40 22 96 6M444 286q50 20 104 4" strokeWidth="2" strokeOpacity=".6" />
      </g>
      <g fill="#14b8a6">
        <circle cx="388" cy="256" r="4" />
        <circle cx="452" cy="256" r="4" />
        <circle cx="396" cy="286" r="4" />
        <circle cx="444" cy="286" r="4" />
      </g>
      <circle cx="486" cy="196" r="18" fill="#fff" stroke="#bfd4fe" strokeWidth="2" />
      <path d="M489 184l-10 14h8l-4 12 11-15h-8z" fill="#0d9488" />
      {/* data lines */}
      <g stroke="#14b8a6" strokeWidth="2.5" strokeLinecap="round" strokeDasharray="1 8">
        <path d="M214 118c-40 0-64-16-64-4" />
        <path d="M276 138c0 50-8 60-8 104" />
        <path d="M346 112c54 0 74 56 74 106" />
        <path d="M212 128c-12 20-14 40-14 62v184c0 18-30 14-40 26" />
        <path d="M340 132c12 20 16 40 16 62v204" />
      </g>
      {/* cloud */}
      <g fill="url(#hero-c)">
        <rect x="200" y="92" width="160" height="44" rx="22" />
        <circle cx="242" cy="94" r="34" />
        <circle cx="290" cy="76" r="46" />
        <circle cx="330" cy="102" r="28" />
      </g>
      <path d="M252 114h56" stroke="#fff" strokeOpacity=".5" strokeWidth="2" />
      <g fill="#fff">
        <circle cx="252" cy="114" r="4.5" />
        <circle cx="280" cy="114" r="4.5" />
        <circle cx="308" cy="114" r="4.5" />
      </g>
      {/* delivery vans */}
      <g stroke="#fff" strokeWidth="3">
        <rect x="100" y="402" width="64" height="32" rx="6" fill="#2550eb" />
        <path d="M164 410h16l12 12v12h-28z" fill="#3b6af6" strokeLinejoin="round" />
        <rect x="330" y="402" width="64" height="32" rx="6" fill="#2550eb" />
        <path d="M394 410h16l12 12v12h-28z" fill="#3b6af6" strokeLinejoin="round" />
      </g>
      <g fill="#5eead4">
        <rect x="110" y="414" width="40" height="6" rx="3" />
        <rect x="340" y="414" width="40" height="6" rx="3" />
      </g>
      <g fill="#dbe7fe">
        <path d="M168 414h9l7 8h-16z" />
        <path d="M398 414h9l7 8h-16z" />
      </g>
      <g fill="#0f172a" stroke="#f8fafc" strokeWidth="3">
        <circle cx="120" cy="436" r="8" />
        <circle cx="176" cy="436" r="8" />
        <circle cx="350" cy="436" r="8" />
        <circle cx="406" cy="436" r="8" />
      </g>
      <g fill="#fff" stroke="#14b8a6" strokeWidth="2.5">
        <circle cx="150" cy="122" r="5" />
        <circle cx="268" cy="244" r="5" />
        <circle cx="420" cy="218" r="5" />
        <circle cx="158" cy="400" r="5" />
        <circle cx="356" cy="398" r="5" />
      </g>
    </svg>
  );
}
