import { replyLimits } from "../../lib/reply-templates";
import { describedBy, Field } from "../ui/Field";
import { inputClass } from "../ui/styles";

/**
 * The subject and text of a mail a colleague writes to someone outside (a reply to an enquiry, a candidate's
 * rejection), with the limits the server checks them against. `idPrefix` keeps the ids of two such forms on
 * one page apart ("reply-subject", "reject-subject").
 */
export function MailDraftFields({
  idPrefix,
  bodyLabel,
  rows,
  draft,
  errors,
}: {
  idPrefix: string;
  bodyLabel: string;
  rows: number;
  draft: { subject: string; body: string };
  errors?: Partial<Record<"subject" | "body", string>>;
}) {
  const subjectId = `${idPrefix}-subject`;
  const bodyId = `${idPrefix}-body`;
  return (
    <>
      <Field id={subjectId} label="Subject" error={errors?.subject}>
        <input
          id={subjectId}
          name="subject"
          type="text"
          required
          maxLength={replyLimits.subject}
          defaultValue={draft.subject}
          className={inputClass()}
          {...describedBy(subjectId, { error: errors?.subject })}
        />
      </Field>
      <Field id={bodyId} label={bodyLabel} error={errors?.body}>
        <textarea
          id={bodyId}
          name="body"
          required
          maxLength={replyLimits.body}
          rows={rows}
          defaultValue={draft.body}
          className={inputClass()}
          {...describedBy(bodyId, { error: errors?.body })}
        />
      </Field>
    </>
  );
}
