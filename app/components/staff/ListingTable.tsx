import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";
import { FormToken } from "./FormToken";
import type { ListingStatus } from "../../lib/listings";
import { buttonClass } from "../ui/styles";
import { StatusBadge } from "./StatusBadge";
import { PageAddress } from "./PageAddress";

export interface ListingRow {
  id: string;
  title: string;
  detail: string;
  status: ListingStatus;
  /** "Apply by 13 December 2026" or "20 November 2026". */
  date: string;
  changed: string;
  /** Openings: the address of the opening's page, the link the careers page shows (live while published). */
  address?: string;
  /** Openings, for HR: its applications by stage ("3 new · 1 interview") and the list of them. */
  applications?: { counts: string; href: string };
}

/** The staff list of openings or news items: every item with its state, and the link to add one. */
export function ListingTable({
  heading,
  intro,
  rows,
  editPath,
  newPath,
  newLabel,
  notice,
  reorder,
}: {
  heading: string;
  intro: string;
  rows: ListingRow[];
  editPath: (id: string) => string;
  newPath: string;
  newLabel: string;
  notice?: string;
  /**
   * Openings are listed in an order staff choose: each row gets "Move up" and "Move down" (form posts, so
   * they work without JavaScript); after a move the page comes back at the row (`idPrefix` + its id).
   */
  reorder?: { idPrefix: string };
}) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="heading-section">{heading}</h1>
          <p className="mt-1 text-muted">{intro}</p>
        </div>
        <Link to={newPath} className={buttonClass()}>
          {newLabel}
        </Link>
      </div>
      {notice && (
        <p role="status" className="mt-6 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          {notice}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="mt-10 text-center text-muted">None yet.</p>
      ) : (
        <ul
          className="mt-6 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
          aria-label={heading}
        >
          {rows.map((row, index) => (
            <li
              key={row.id}
              id={reorder ? `${reorder.idPrefix}${row.id}` : undefined}
              data-testid="listing-row"
              className={reorder ? "flex scroll-mt-24 items-stretch" : undefined}
            >
              <div className="min-w-0 flex-1">
                <Link
                  to={editPath(row.id)}
                  className="grid min-w-0 gap-x-6 gap-y-1 px-5 py-4 hover:bg-brand-50/60 focus-visible:bg-brand-50 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_6rem]"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-ink">{row.title}</span>
                    <span className="block truncate text-sm text-muted">{row.detail}</span>
                    {row.address && (
                      <span className="block text-sm break-words text-muted" data-testid="listing-address">
                        <PageAddress path={row.address} />
                      </span>
                    )}
                  </span>
                  <span className="min-w-0 text-sm">
                    <span className="block text-ink">{row.date}</span>
                    <span className="block break-words text-muted">{row.changed}</span>
                  </span>
                  <span className="md:text-right">
                    <StatusBadge listing={row.status} />
                  </span>
                </Link>
                {/* Beside the editor's link, not inside it: a link cannot hold another. */}
                {row.applications && (
                  <Link
                    to={row.applications.href}
                    aria-label={`Applications for ${row.title}: ${row.applications.counts}`}
                    data-testid="listing-applications"
                    className="mx-5 mb-2 -mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
                  >
                    Applications: {row.applications.counts}
                  </Link>
                )}
              </div>
              {reorder && (
                <Form method="post" className="flex shrink-0 flex-col justify-center gap-1 border-l border-line px-2">
                  <FormToken />
                  <input type="hidden" name="id" value={row.id} />
                  {(["up", "down"] as const).map((direction) => {
                    const atEnd = direction === "up" ? index === 0 : index === rows.length - 1;
                    const Icon = direction === "up" ? ArrowUp : ArrowDown;
                    return (
                      <button
                        key={direction}
                        type="submit"
                        name="move"
                        value={direction}
                        disabled={atEnd}
                        aria-label={`Move ${row.title} ${direction}`}
                        title={`Move ${direction}`}
                        className="inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent"
                      >
                        <Icon aria-hidden="true" className="size-5" />
                      </button>
                    );
                  })}
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
