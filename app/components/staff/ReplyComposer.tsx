import { Form, Link } from "react-router";
import { replyTemplatesPath } from "../../lib/staff-paths";
import { buttonClass, cardClass } from "../ui/styles";
import { FormToken } from "./FormToken";
import { MailDraftFields } from "./MailDraftFields";

export interface ReplyDraft {
  /** The template it was started from, if any: the form is drawn anew when another is picked. */
  templateId?: string;
  subject: string;
  body: string;
}

/**
 * The reply to an enquiry: a template to start from (a link, so picking one works without JavaScript), the
 * subject and text, and Send. The mail goes from the sales address and the visitor's answer comes back to
 * the colleague who wrote it (`replyTo`).
 */
export function ReplyComposer({
  to,
  replyTo,
  from,
  templates,
  templateLink,
  draft,
  errors,
}: {
  to: string;
  replyTo: string;
  from: string;
  templates: { id: string; name: string }[];
  /** The page's address with this template picked. */
  templateLink: (id: string) => string;
  draft: ReplyDraft;
  errors: Record<string, string> | undefined;
}) {
  return (
    <section id="reply" aria-labelledby="reply-title" className={cardClass({ className: "mt-6 scroll-mt-24" })}>
      <h2 id="reply-title" className="text-lg font-bold text-ink">
        Reply
      </h2>
      <p className="mt-1 break-words text-sm text-muted">
        To {to}, from {from}; their answer comes back to you ({replyTo}).
      </p>
      <p className="mt-1 text-sm">
        <Link
          to={replyTemplatesPath}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Change the templates
        </Link>
      </p>
      {templates.length > 0 && (
        <nav aria-label="Start from a template" className="mt-4">
          <p className="text-sm font-semibold text-slate-800">Start from a template</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {templates.map((template) => (
              <li key={template.id}>
                <Link
                  to={templateLink(template.id)}
                  replace
                  preventScrollReset
                  aria-current={template.id === draft.templateId ? "true" : undefined}
                  className={buttonClass({ variant: template.id === draft.templateId ? "primary" : "secondary" })}
                >
                  {template.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* Keyed by the template: picking another fills the fields anew; an error keeps what was typed. */}
      <Form key={draft.templateId ?? "blank"} method="post" className="mt-4 grid gap-4" preventScrollReset>
        <FormToken />
        <MailDraftFields idPrefix="reply" bodyLabel="Your reply" rows={10} draft={draft} errors={errors} />
        <p className="text-sm text-muted">Their message is quoted under your reply.</p>
        <button type="submit" name="intent" value="reply" className={buttonClass({ className: "justify-self-start" })}>
          Send reply
        </button>
      </Form>
    </section>
  );
}
