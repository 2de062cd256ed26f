/** Platen's mark: a platen (the flat press plate) printing a sheet, in the brand colour. Decorative. */
export function BrandMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <rect x="7" y="7" width="18" height="5" rx="1.5" fill="#fff" />
      <rect x="14" y="12" width="4" height="4" fill="#fff" opacity="0.7" />
      <path d="M8 18h16v7H8z" fill="#fff" opacity="0.95" />
      <path d="M11 21.5h10" stroke="var(--color-brand)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
