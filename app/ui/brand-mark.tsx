/** The product's name, as its pages (home, sign-in, the owner's top bar), tab and link preview say it. */
export const PRODUCT_NAME = 'Undangan Digital';

/**
 * The product's mark (app/public/favicon.svg is the same drawing): two joined rings with a stone, cream on the brand's rose (app/styles/brand-tokens.css).
 * Decorative beside the product's name (the name says it); given a `title`, it is an image of its own.
 */
export function BrandMark({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}
    >
      <rect width="40" height="40" rx="12" fill="#9e3b55" />
      <g fill="none" stroke="#fbf7f2" strokeWidth="2.4">
        <circle cx="16" cy="23" r="7.5" />
        <circle cx="24" cy="23" r="7.5" />
      </g>
      <path d="M24 9.6l3 3.1-3 3.1-3-3.1z" fill="#e9c9a0" />
    </svg>
  );
}

/**
 * The product's mark and name (app/ui/owner.css `.ui-brand`), a link to the home page: `/` is the
 * server's page, so a plain link that loads it as a document.
 */
export function BrandHomeLink({ className, size = 32 }: { className?: string; size?: number }) {
  return (
    <a href="/" className={['ui-brand', className].filter(Boolean).join(' ')}>
      <BrandMark size={size} />
      <span className="ui-brand__name">{PRODUCT_NAME}</span>
    </a>
  );
}
