import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/reply-templates";
import { FormToken } from "../../components/staff/FormToken";
import { describedBy, Field } from "../../components/ui/Field";
import { buttonClass, cardClass, inputClass } from "../../components/ui/styles";
import { fieldErrors } from "../../lib/field-errors";
import { formText } from "../../lib/form-data";
import { replyTemplateSchema } from "../../lib/reply-schema";
import { replyLimits, templateWords } from "../../lib/reply-templates";
import { replyTemplatesPath, staffHome, staffMeta } from "../../lib/staff-paths";
import { signedIn, staffForm } from "../../server-bridge/staff.server";

export const meta: Route.MetaFunction = () => staffMeta("Reply templates");

/** The id of the form for a template not saved yet. */
const newTemplate = "new";

const savedMessages = { saved: "Template saved.", deleted: "Template deleted." } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const done = search.get("done");
  return {
    templates: (await staff.service.replyTemplates()).templates,
    done: done === "saved" || done === "deleted" ? savedMessages[done] : undefined,
    confirmDelete: search.get("confirm") ?? undefined,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  if (intent === "delete") {
    if (!(await staff.service.deleteReplyTemplate(staff.session, id))) throw data(null, { status: 404 });
    return redirect(`${replyTemplatesPath}?done=deleted`);
  }
  if (intent !== "save") throw data("Unknown action.", { status: 400 });
  const typed = { name: formText(form, "name"), subject: formText(form, "subject"), body: formText(form, "body") };
  const parsed = replyTemplateSchema.safeParse(typed);
  // What was typed comes back with the messages, in the form it was typed in.
  if (!parsed.success) return data({ id, errors: fieldErrors(parsed.error), typed }, { status: 400 });
  const saved = await staff.service.saveReplyTemplate(staff.session, {
    ...parsed.data,
    id: id === newTemplate ? undefined : id,
  });
  if (!saved) throw data(null, { status: 404 });
  return redirect(`${replyTemplatesPath}?done=saved#template-${id}`);
}

/** One template's form: its name, subject and text, Save, and Delete with a confirmation. */
function TemplateForm({
  id,
  values,
  errors,
  confirmDelete,
}: {
  id: string;
  values: { name: string; subject: string; body: string };
  errors: Record<string, string> | undefined;
  confirmDelete: boolean;
}) {
  const isNew = id === newTemplate;
  const field = (name: keyof typeof values) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    maxLength: replyLimits[name],
    defaultValue: values[name],
    className: inputClass(),
    ...describedBy(`${id}-${name}`, { error: errors?.[name] }),
  });
  return (
    <section
      id={`template-${id}`}
      aria-label={isNew ? "New template" : values.name}
      className={cardClass({ className: "scroll-mt-24" })}
    >
      {isNew && <h2 className="mb-4 text-lg font-bold text-ink">New template</h2>}
      <Form method="post" className="grid gap-4">
        <FormToken />
        <input type="hidden" name="id" value={id} />
        <Field id={`${id}-name`} label="Name (staff see it)" error={errors?.name}>
          <input type="text" {...field("name")} />
        </Field>
        <Field id={`${id}-subject`} label="Subject" error={errors?.subject}>
          <input type="text" {...field("subject")} />
        </Field>
        <Field id={`${id}-body`} label="Text" error={errors?.body}>
          <textarea rows={9} {...field("body")} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonClass()}>
            {isNew ? "Add template" : "Save changes"}
          </button>
          {!isNew && !confirmDelete && (
            <Link
              to={`?confirm=${id}#template-${id}`}
              preventScrollReset
              className={buttonClass({ variant: "secondary" })}
            >
              Delete…
            </Link>
          )}
        </div>
      </Form>
      {confirmDelete && (
        <Form method="post" role="alert" className="mt-4 grid gap-3 rounded-xl bg-rose-50 p-4 text-rose-900">
          <FormToken />
          <input type="hidden" name="id" value={id} />
          <p>Delete “{values.name}”? Replies already sent from it are kept. It cannot be undone.</p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="delete" className={buttonClass({ variant: "danger" })}>
              Yes, delete it
            </button>
            <Link to={replyTemplatesPath} replace className={buttonClass({ variant: "secondary" })}>
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </section>
  );
}

export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, done, confirmDelete } = loaderData;
  const typedFor = (id: string) => (actionData?.id === id ? actionData : undefined);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <Link
          to={staffHome}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Back to the inbox
        </Link>
        <h1 className="heading-section mt-2">Reply templates</h1>
        <p className="mt-1 text-muted">
          A reply to an enquiry can start from one of these. When a colleague picks one, these words in braces are
          filled in from the enquiry; the text can still be changed before it is sent.
        </p>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
          {Object.entries(templateWords).map(([word, meaning]) => (
            <div key={word} className="contents">
              <dt className="font-mono font-semibold text-ink">{`{${word}}`}</dt>
              <dd className="text-muted">{meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
      {done && (
        <p role="status" className="rounded-xl bg-accent-50 px-4 py-3 text-accent-700">
          {done}
        </p>
      )}
      {templates.map((template) => {
        const typed = typedFor(template.id);
        return (
          <TemplateForm
            key={template.id}
            id={template.id}
            values={typed?.typed ?? template}
            errors={typed?.errors}
            confirmDelete={confirmDelete === template.id}
          />
        );
      })}
      <TemplateForm
        key={`${newTemplate}-${templates.length}`}
        id={newTemplate}
        values={typedFor(newTemplate)?.typed ?? { name: "", subject: "", body: "" }}
        errors={typedFor(newTemplate)?.errors}
        confirmDelete={false}
      />
    </div>
  );
}
