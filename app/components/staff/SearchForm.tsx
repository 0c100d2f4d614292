import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass, cardClass, inputClass } from "../ui/styles";

/**
 * A staff list's search box with its filters (the inbox's, the applications'): a plain GET form, so it works
 * without JavaScript and its address can be bookmarked. The filters fold under "Filter" on a narrow screen, so
 * the list's first row is on a phone's first screen, and show from 1024 px (app.css); the summary says which are
 * applied.
 */
export function SearchForm({
  action,
  search,
  placeholder,
  applied,
  children,
}: {
  action: string;
  search: string;
  placeholder: string;
  /** The applied filters in words ("Stage: New"), for the folded summary. */
  applied: readonly string[];
  /** The FilterSelects. */
  children: ReactNode;
}) {
  return (
    <Form method="get" action={action} role="search" className={cardClass({ className: "mt-6 grid gap-3" })}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor="q" className="text-sm font-semibold text-slate-800">
            Search
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={200}
            placeholder={placeholder}
            className={inputClass()}
          />
        </div>
        <button type="submit" className={buttonClass()}>
          Apply
        </button>
      </div>
      <details className="inbox-filters">
        <summary className="inline-flex min-h-11 min-w-11 cursor-pointer items-center font-semibold text-brand-700 lg:hidden">
          {applied.length > 0 ? `Filter: ${applied.join(", ")}` : "Filter"}
        </summary>
        {children}
      </details>
    </Form>
  );
}
