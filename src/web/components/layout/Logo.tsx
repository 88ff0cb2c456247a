/** The flag-on-the-green mark, drawn inline so it needs no request. */
export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden>
      <circle cx="32" cy="32" r="30" fill="#165238" />
      <path d="M26 14v34" stroke="#d4af37" strokeWidth="4" strokeLinecap="round" />
      <path d="M26 15l16 6-16 6z" fill="#d4af37" />
      <ellipse cx="32" cy="49" rx="14" ry="4" fill="#2f7a57" />
    </svg>
  );
}
