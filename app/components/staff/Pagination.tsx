import { Link } from "react-router";
import { buttonClass } from "../ui/styles";

/** "Newer" and "Older" links around "Page 2 of 5"; `href(page)` builds a page's link. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass({ variant: "secondary" })}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonClass({ variant: "secondary" })}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
