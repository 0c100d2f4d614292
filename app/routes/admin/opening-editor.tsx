import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/opening-editor";
import { ListingEditor } from "../../components/staff/ListingEditor";
import { describedBy, Field } from "../../components/ui/Field";
import { inputClass } from "../../components/ui/styles";
import { pageContent } from "../../content/pages.server";
import { kolkataTime } from "../../lib/kolkata-time";
import { displayDate, isIsoDate } from "../../lib/listing-dates";
import { editorAction, type EditorAnswer } from "../../server-bridge/listing-editor.server";
import { listingLimits, openingFieldNames, type OpeningFields } from "../../lib/listing-schema";
import {
  employmentTypeLabels,
  employmentTypes,
  knownDepartments,
  openingLocations,
  openingPath,
  type JobOpening,
} from "../../lib/listings";
import { signedIn } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";
import { newItem } from "../../components/staff/ListingEditor";
import { OpeningDetail } from "../../widgets/OpeningDetail";
import { Openings } from "../../widgets/Openings";
import type { ClosingCta } from "../../content/types";

/** The preview is as wide as the page a visitor sees (app/routes/admin/layout.tsx). */
export const handle = { wide: true };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.item ? `Edit: ${loaderData.item.title}` : "New opening");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const search = new URL(request.url).searchParams;
  if (params.id === newItem) return { item: undefined, fields: undefined, saved: undefined, confirmDelete: false };
  const item = await staff.listings.openingForEdit(params.id);
  if (!item) throw data(null, { status: 404 });
  return {
    item: {
      id: item.id,
      version: item.version,
      status: item.status,
      title: item.fields.title,
      slug: item.slug!,
      changed: `Last changed ${kolkataTime(item.updatedAt)}${item.updatedBy ? ` by ${item.updatedBy}` : " (the site's original content)"}`,
    },
    fields: item.fields,
    saved: search.get("saved") ?? undefined,
    confirmDelete: search.get("confirm") === "delete",
  };
}

type Preview = { opening: JobOpening; cta: ClosingCta };

export async function action({
  context,
  request,
  params,
}: Route.ActionArgs): Promise<EditorAnswer<OpeningFields, Preview> | Response> {
  return editorAction<OpeningFields, Preview>(context, request, params.id === newItem ? undefined : params.id, {
    fieldNames: openingFieldNames,
    listPath: "/admin/openings",
    itemPath: (id) => `/admin/openings/${id}`,
    save: (staff, editor, save) => staff.listings.saveOpening(editor, save),
    async preview(staff, fields, id) {
      const result = await staff.listings.previewOpening(fields, id);
      return result.ok
        ? { ok: true, preview: { opening: result.opening, cta: pageContent["/CurrentOpenings"].cta } }
        : result;
    },
    remove: (staff, editor, id, version) => staff.listings.deleteOpening(editor, id, version),
  }) as Promise<EditorAnswer<OpeningFields, Preview> | Response>;
}

const empty: OpeningFields = {
  title: "",
  department: "",
  location: "Bangalore",
  employmentType: "full-time",
  experience: "",
  summary: "",
  skills: "",
  responsibilities: "",
  applyBy: "",
};

export default function OpeningEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item, saved, confirmDelete } = loaderData;
  const [search] = useSearchParams();
  const answer = actionData;
  const values = answer?.values ?? loaderData.fields ?? empty;
  const errors = answer && "errors" in answer ? answer.errors : undefined;
  const preview = answer && "preview" in answer ? answer.preview : undefined;
  const field = (name: keyof OpeningFields, hint?: boolean) => ({
    id: `opening-${name}`,
    name,
    ...describedBy(`opening-${name}`, { error: errors?.[name], hint }),
  });

  return (
    <ListingEditor
      noun="opening"
      area="openings"
      item={item}
      saved={search.has("confirm") ? undefined : saved}
      livePath={item ? openingPath(item.slug) : undefined}
      canClose
      errors={errors}
      conflict={answer && "conflict" in answer ? answer.conflict : undefined}
      confirmDelete={confirmDelete}
      preview={
        preview && (
          <>
            <OpeningDetail opening={preview.opening} cta={preview.cta} />
            <div className="container-page pb-12">
              <h2 className="mb-4 text-sm font-bold tracking-wide text-muted uppercase">On the list of openings</h2>
              <Openings openings={[preview.opening]} />
            </div>
          </>
        )
      }
    >
      <div className="sm:col-span-2">
        <Field id="opening-title" label="Title" error={errors?.title}>
          <input
            {...field("title")}
            type="text"
            required
            maxLength={listingLimits.title}
            defaultValue={values.title}
            className={inputClass()}
          />
        </Field>
      </div>
      <Field id="opening-department" label="Department" error={errors?.department}>
        <input
          {...field("department")}
          type="text"
          required
          list="departments"
          maxLength={listingLimits.department}
          defaultValue={values.department}
          className={inputClass()}
        />
        <datalist id="departments">
          {knownDepartments.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </Field>
      <Field id="opening-location" label="Location" error={errors?.location}>
        <select {...field("location")} defaultValue={values.location} className={inputClass()}>
          {openingLocations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </Field>
      <Field id="opening-employmentType" label="Employment type" error={errors?.employmentType}>
        <select {...field("employmentType")} defaultValue={values.employmentType} className={inputClass()}>
          {employmentTypes.map((type) => (
            <option key={type} value={type}>
              {employmentTypeLabels[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="opening-experience" label="Experience" hint="For example: 3 to 7 years" error={errors?.experience}>
        <input
          {...field("experience", true)}
          type="text"
          required
          maxLength={listingLimits.experience}
          defaultValue={values.experience}
          className={inputClass()}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field
          id="opening-summary"
          label="Summary"
          hint="Plain text. Leave a blank line between paragraphs; start a line with “- ” for a list."
          error={errors?.summary}
        >
          <textarea
            {...field("summary", true)}
            required
            rows={6}
            maxLength={listingLimits.summary}
            defaultValue={values.summary}
            className={inputClass()}
          />
        </Field>
      </div>
      <Field id="opening-skills" label="Skills" hint="One per line." error={errors?.skills}>
        <textarea
          {...field("skills", true)}
          required
          rows={7}
          maxLength={listingLimits.list}
          defaultValue={values.skills}
          className={inputClass()}
        />
      </Field>
      <Field
        id="opening-responsibilities"
        label="Responsibilities"
        hint="One per line."
        error={errors?.responsibilities}
      >
        <textarea
          {...field("responsibilities", true)}
          required
          rows={7}
          maxLength={listingLimits.list}
          defaultValue={values.responsibilities}
          className={inputClass()}
        />
      </Field>
      <Field
        id="opening-applyBy"
        label="Apply by"
        // Said in words too: a date field shows the browser's own order of day and month, 01/11 or 11/01.
        hint={
          isIsoDate(values.applyBy)
            ? `Applications close at the end of ${displayDate(values.applyBy)}, India time.`
            : "Applications close at the end of this day, India time."
        }
        error={errors?.applyBy}
      >
        <input
          {...field("applyBy", true)}
          type="date"
          required
          defaultValue={values.applyBy}
          className={inputClass()}
        />
      </Field>
    </ListingEditor>
  );
}
