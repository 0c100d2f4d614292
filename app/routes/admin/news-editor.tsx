import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/news-editor";
import { ListingEditor } from "../../components/staff/ListingEditor";
import { describedBy, Field } from "../../components/ui/Field";
import { inputClass } from "../../components/ui/styles";
import { pageContent } from "../../content/pages.server";
import { kolkataTime } from "../../lib/kolkata-time";
import { editorAction, type EditorAnswer } from "../../server-bridge/listing-editor.server";
import { listingLimits, newsFieldNames, type NewsFields } from "../../lib/listing-schema";
import type { NewsItem } from "../../lib/listings";
import { signedIn } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";
import { newItem } from "../../components/staff/ListingEditor";
import { NewsList } from "../../widgets/NewsAndMilestones";
import { SectionShell } from "../../widgets/SectionShell";

/** The preview is as wide as the page a visitor sees (app/routes/admin/layout.tsx). */
export const handle = { wide: true };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.item ? `Edit: ${loaderData.item.title}` : "New news item");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const search = new URL(request.url).searchParams;
  if (params.id === newItem) return { item: undefined, fields: undefined, saved: undefined, confirmDelete: false };
  const item = await staff.listings.newsForEdit(params.id);
  if (!item) throw data(null, { status: 404 });
  return {
    item: {
      id: item.id,
      version: item.version,
      status: item.status,
      title: item.fields.title,
      changed: `Last changed ${kolkataTime(item.updatedAt)}${item.updatedBy ? ` by ${item.updatedBy}` : " (the site's original content)"}`,
    },
    fields: item.fields,
    saved: search.get("saved") ?? undefined,
    confirmDelete: search.get("confirm") === "delete",
  };
}

/** The announcements section of /NewsEvents as it would be with this item published. */
type Preview = { heading: string; list: NewsItem[] };

const newsHeading = () => pageContent["/NewsEvents"].sections.find((section) => section.kind === "news")!.heading;

export async function action({
  context,
  request,
  params,
}: Route.ActionArgs): Promise<EditorAnswer<NewsFields, Preview> | Response> {
  return editorAction<NewsFields, Preview>(context, request, params.id === newItem ? undefined : params.id, {
    fieldNames: newsFieldNames,
    listPath: "/admin/news",
    itemPath: (id) => `/admin/news/${id}`,
    save: (staff, editor, save) => staff.listings.saveNews(editor, save),
    async preview(staff, fields, id) {
      const result = await staff.listings.previewNews(fields, id);
      return result.ok ? { ok: true, preview: { heading: newsHeading(), list: result.list } } : result;
    },
    remove: (staff, editor, id, version) => staff.listings.deleteNews(editor, id, version),
  }) as Promise<EditorAnswer<NewsFields, Preview> | Response>;
}

const empty: NewsFields = { title: "", date: "", location: "", description: "" };

export default function NewsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item, saved, confirmDelete } = loaderData;
  const [search] = useSearchParams();
  const answer = actionData;
  const values = answer?.values ?? loaderData.fields ?? empty;
  const errors = answer && "errors" in answer ? answer.errors : undefined;
  const preview = answer && "preview" in answer ? answer.preview : undefined;
  const field = (name: keyof NewsFields, hint?: boolean) => ({
    id: `news-${name}`,
    name,
    ...describedBy(`news-${name}`, { error: errors?.[name], hint }),
  });

  return (
    <ListingEditor
      noun="news item"
      area="news"
      item={item}
      saved={search.has("confirm") ? undefined : saved}
      livePath="/NewsEvents"
      canClose={false}
      errors={errors}
      conflict={answer && "conflict" in answer ? answer.conflict : undefined}
      confirmDelete={confirmDelete}
      preview={
        preview && (
          <SectionShell kind="news" heading={preview.heading}>
            <NewsList items={preview.list} />
          </SectionShell>
        )
      }
    >
      <div className="sm:col-span-2">
        <Field
          id="news-title"
          label="Title"
          hint="Shown after its quarter, for example “Q4 2026: Your title”."
          error={errors?.title}
        >
          <input
            {...field("title", true)}
            type="text"
            required
            maxLength={listingLimits.title}
            defaultValue={values.title}
            className={inputClass()}
          />
        </Field>
      </div>
      <Field id="news-date" label="Date" hint="The quarter shown before the title comes from it." error={errors?.date}>
        <input {...field("date", true)} type="date" required defaultValue={values.date} className={inputClass()} />
      </Field>
      <Field id="news-location" label="Location" optional error={errors?.location}>
        <input
          {...field("location")}
          type="text"
          maxLength={listingLimits.location}
          defaultValue={values.location}
          className={inputClass()}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field
          id="news-description"
          label="Description"
          hint="Plain text. Leave a blank line between paragraphs; start a line with “- ” for a list."
          error={errors?.description}
        >
          <textarea
            {...field("description", true)}
            required
            rows={6}
            maxLength={listingLimits.description}
            defaultValue={values.description}
            className={inputClass()}
          />
        </Field>
      </div>
    </ListingEditor>
  );
}
