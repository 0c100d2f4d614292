import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useKeepTypedText } from "../../hooks/useKeepTypedText";
import type { ListingStatus } from "../../lib/listings";
import { buttonClass, cardClass } from "../ui/styles";
import { FormToken } from "./FormToken";
import { StatusBadge } from "./StatusBadge";
import { PageAddress } from "./PageAddress";

/** The id in an editor's path (/admin/openings/new) for an item not saved yet. */
export const newItem = "new";

/** What the editor was opened on: an item (with its version) or nothing yet. */
export interface EditedItem {
  id: string;
  version: number;
  status: ListingStatus;
  /** "Last changed by … at … IST". */
  changed: string;
}

export interface EditorProps {
  /** "opening" or "news item". */
  noun: string;
  /** Where it goes in the list and in the staff storage of typed text ("openings", "news"). */
  area: "openings" | "news";
  item: EditedItem | undefined;
  /** The intent of the save that led here (a redirect after saving), if any. */
  saved: string | undefined;
  /** Where a visitor sees it once published (openings): shown with the item, the address the public list links to. */
  livePath: string | undefined;
  canClose: boolean;
  errors: Record<string, string> | undefined;
  conflict: { by: string; at: string } | undefined;
  /** The preview the last Preview asked for, drawn above the form. */
  preview: ReactNode;
  confirmDelete: boolean;
  /** The form's fields, filled from what was typed or saved. */
  children: ReactNode;
}

const savedMessages: Record<string, string> = {
  save: "Saved as a draft. Visitors do not see it.",
  publish: "Published. It is on the site now.",
  unpublish: "Unpublished: it is off the site and kept as a draft.",
  close: "Closed: it has left the list, and its page tells visitors it has closed.",
};

const checkFields = "Please check the fields marked below.";

/**
 * The editor of an opening or a news item: its state, what happened last, the preview, the fields and the
 * buttons. Every button posts the whole form, so nothing typed is lost whichever is pressed.
 */
export function ListingEditor(props: EditorProps) {
  const { noun, area, item, saved, livePath, canClose, errors, conflict, preview, confirmDelete, children } = props;
  const { pathname } = useLocation();
  const busy = useNavigation().state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const typed = useKeepTypedText(formRef, `${area}:${item?.id ?? "new"}`, {
    saved: Boolean(saved),
    version: item?.version,
    alsoClear: item ? `${area}:new` : undefined,
  });
  const live = item?.status === "published" || item?.status === "expired";
  // A closed opening's page still answers, saying so.
  const closed = item?.status === "closed";
  const formError = errors?.form ?? (errors ? checkFields : undefined);

  // A preview is drawn above the form: bring it into view.
  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView({ block: "start" });
  }, [preview]);

  return (
    <>
      <div className="container-page pt-8">
        <Link
          to={`/admin/${area}`}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          ← All {area === "openings" ? "openings" : "news items"}
        </Link>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h1 className="heading-section">{item ? `Edit ${noun}` : `New ${noun}`}</h1>
          {item && <StatusBadge listing={item.status} />}
        </div>
        {item && <p className="mt-1 text-sm text-muted">{item.changed}</p>}
        {item && livePath && (
          <p className="mt-1 text-sm text-muted">
            {live
              ? "Its page: "
              : closed
                ? "Its page, which says applications have closed: "
                : "Its page once published: "}
            {live || closed ? (
              <a
                href={livePath}
                className="font-semibold break-words text-brand-700 underline"
                data-testid="page-address"
              >
                <PageAddress path={livePath} />
              </a>
            ) : (
              <span className="break-words text-ink" data-testid="page-address">
                <PageAddress path={livePath} />
              </span>
            )}
          </p>
        )}
        {saved && savedMessages[saved] && !errors && !conflict && (
          <p
            role="status"
            className="mt-4 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700"
            data-testid="saved"
          >
            {savedMessages[saved]}
            {saved === "publish" && livePath && (
              <>
                {" "}
                <a href={livePath} className="font-semibold underline">
                  See it on the site
                </a>
              </>
            )}
          </p>
        )}
        {typed.restored && (
          <div
            role="status"
            className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
            data-testid="restored"
          >
            <span>Your unsaved text is back in the form. Save it to keep it.</span>
            <button type="button" onClick={typed.discard} className="min-h-6 font-semibold underline">
              Discard it
            </button>
          </div>
        )}
        {conflict && (
          <p
            role="alert"
            className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700"
            data-testid="conflict"
          >
            Changed by {conflict.by} at {conflict.at};{" "}
            <a href={pathname} onClick={typed.forget} className="underline">
              reload to see their version
            </a>
            . Your text is still in the form below.
          </p>
        )}
        {formError && !conflict && (
          <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700">
            {formError}
          </p>
        )}
        {confirmDelete && item && (
          <div
            role="alertdialog"
            aria-labelledby="delete-title"
            className={cardClass({ className: "mt-6 ring-2 ring-rose-200" })}
          >
            <h2 id="delete-title" className="text-lg font-bold text-ink">
              Delete this {noun} for good?
            </h2>
            <p className="mt-2 text-muted">
              It leaves the site and the staff area. To take it off the site and keep it, unpublish it instead.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Form method="post">
                <FormToken />
                {/* Checked like a save: a delete of a version someone has changed since is refused (409). */}
                <input type="hidden" name="version" value={String(item.version)} />
                <button type="submit" name="intent" value="delete" className={buttonClass({ variant: "danger" })}>
                  Yes, delete
                </button>
              </Form>
              <Link to={pathname} replace className={buttonClass({ variant: "secondary" })}>
                Cancel
              </Link>
            </div>
          </div>
        )}
      </div>

      {preview && (
        <div ref={previewRef} className="mt-8 scroll-mt-4" data-testid="preview">
          <div className="container-page">
            <p className="rounded-t-xl bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900">
              Preview, not saved: this is how visitors will see it once it is published.
            </p>
          </div>
          <section aria-label="Preview" className="border-y-4 border-dashed border-amber-300">
            {preview}
          </section>
          <div className="container-page">
            <a
              href="#editor"
              className="mt-3 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              Back to editing ↓
            </a>
          </div>
        </div>
      )}

      <div className="container-page pt-8">
        <Form
          ref={formRef}
          method="post"
          id="editor"
          key={item ? `${item.id}:${item.version}` : "new"}
          className={cardClass({ frame: "fromSm", padding: "form", className: "max-w-4xl scroll-mt-4" })}
          aria-label={item ? `Edit ${noun}` : `New ${noun}`}
        >
          <FormToken />
          {item && <input type="hidden" name="version" defaultValue={String(item.version)} />}
          <div className="grid gap-5 sm:grid-cols-2">{children}</div>
          <div className="mt-8 flex flex-wrap gap-3 border-t border-line pt-6">
            {!live && (
              <button
                type="submit"
                name="intent"
                value="save"
                disabled={busy}
                className={buttonClass({ variant: "secondary" })}
              >
                Save draft
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value="preview"
              disabled={busy}
              className={buttonClass({ variant: "secondary" })}
            >
              Preview
            </button>
            {/* One action, named for what it does to this item: a live one's changes go on the site at once. */}
            <button type="submit" name="intent" value="publish" disabled={busy} className={buttonClass()}>
              {live ? "Save changes" : item?.status === "closed" ? "Reopen" : "Publish"}
            </button>
            {live && (
              <button
                type="submit"
                name="intent"
                value="unpublish"
                disabled={busy}
                className={buttonClass({ variant: "secondary" })}
              >
                Unpublish
              </button>
            )}
            {live && canClose && (
              // Asked first, without JavaScript too; the button inside still posts the whole form.
              <details className="basis-full">
                <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
                  Close applications…
                </summary>
                <p className="mt-2 text-sm text-muted">
                  Visitors will no longer find it in the list of openings, and its page will say that applications have
                  closed. Reopen it here at any time.
                </p>
                <button
                  type="submit"
                  name="intent"
                  value="close"
                  disabled={busy}
                  className={buttonClass({ variant: "danger", className: "mt-3" })}
                >
                  Yes, close applications
                </button>
              </details>
            )}
            {item && !confirmDelete && (
              <Link to="?confirm=delete" className={buttonClass({ variant: "secondary", className: "sm:ml-auto" })}>
                Delete
              </Link>
            )}
          </div>
          {live && (
            <p className="mt-3 text-sm text-muted">
              Save changes puts them on the site at once; Unpublish takes it off the site and keeps it as a draft.
            </p>
          )}
        </Form>
      </div>
    </>
  );
}
