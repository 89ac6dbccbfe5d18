/** A stylised Le Mans prototype in side profile wearing Paddock colours; purely decorative. */
export function HeroCar({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 640 230" className={className} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="hero-car-body">
          <path d="M14 176 22 160C40 150 70 140 96 134 120 110 180 102 208 118L236 122C262 104 284 76 330 66 360 60 392 62 408 74 420 86 430 100 440 104 460 96 510 96 534 108L606 110 614 150 600 178H530A50 50 0 0 0 430 178H200A50 50 0 0 0 100 178H14Z" />
        </clipPath>
        <linearGradient id="hero-car-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.3" />
          <stop offset="0.4" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.5" />
        </linearGradient>
        <linearGradient id="hero-car-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4a5563" />
          <stop offset="1" stopColor="#07080a" />
        </linearGradient>
        <radialGradient id="hero-car-rim">
          <stop offset="0" stopColor="#c9ced6" />
          <stop offset="0.55" stopColor="#4a5563" />
          <stop offset="1" stopColor="#151920" />
        </radialGradient>
      </defs>

      <ellipse cx="318" cy="220" rx="300" ry="9" fill="#000" opacity="0.6" />

      {/* Shark fin and rear wing sit behind the body. */}
      <path d="M402 68 584 53 587 61 436 94Z" fill="var(--color-race-700)" />
      <path d="M558 46h80l-3 12h-79Z" fill="#1e242d" />
      <path d="M598 48h24l-6 64h-14Z" fill="#101318" />

      <g clipPath="url(#hero-car-body)">
        <rect x="0" y="40" width="640" height="160" fill="var(--color-race-500)" />
        <path d="M270 200 392 40h66L336 200Z" fill="var(--color-ink-50)" />
        <path d="M346 200 468 40h40L386 200Z" fill="var(--color-signal-400)" />
        <path d="M398 200 520 40h12L410 200Z" fill="var(--color-pit-400)" />
        <path d="M0 156 640 146v60H0Z" fill="#0b0d10" opacity="0.88" />
        <path d="M214 150 262 140v16l-40 6Z" fill="#060709" opacity="0.7" />
        <rect x="0" y="40" width="640" height="160" fill="url(#hero-car-shade)" />
      </g>

      <path d="M274 100C294 80 318 72 346 70 372 68 392 70 402 80L410 92Z" fill="url(#hero-car-glass)" />
      <path d="M274 100 410 92" stroke="#060709" strokeWidth="2" opacity="0.6" />
      <path d="M24 160 64 148" stroke="var(--color-signal-300)" strokeWidth="4" strokeLinecap="round" />
      <path d="M8 178h48" stroke="#060709" strokeWidth="4" strokeLinecap="round" />
      <circle cx="284" cy="128" r="16" fill="var(--color-ink-50)" />
      <text
        x="284"
        y="134.5"
        textAnchor="middle"
        fontFamily="var(--font-display)"
        fontSize="17"
        fontWeight="800"
        fontStyle="italic"
        fill="#0b0d10"
      >
        24
      </text>

      {[150, 480].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="178" r="40" fill="#060709" />
          <circle cx={cx} cy="178" r="29" fill="url(#hero-car-rim)" />
          <circle cx={cx} cy="178" r="29" fill="none" stroke="var(--color-race-500)" strokeWidth="2" opacity="0.85" />
          <circle cx={cx} cy="178" r="20" fill="none" stroke="#060709" strokeWidth="1.5" opacity="0.5" />
          <circle cx={cx} cy="178" r="6" fill="#0b0d10" />
        </g>
      ))}
    </svg>
  );
}
