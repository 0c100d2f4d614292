import type { ReactNode } from "react";

/**
 * A labelled form field: the label (with a required mark, or "optional"), an optional hint, the control,
 * and its error message under it. The control refers to the message with aria-describedby `${id}-error`
 * (and to the hint with `${id}-hint`), which `describedBy` builds.
 */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-muted"> (optional)</span>
        ) : (
          <span aria-hidden="true" className="text-rose-600">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes of a field's control: invalid with its message, and described by its hint. */
export function describedBy(id: string, options: { error?: string; hint?: boolean }) {
  const ids = [options.hint && `${id}-hint`, options.error && `${id}-error`].filter(Boolean).join(" ");
  return { ...(options.error ? { "aria-invalid": true as const } : {}), ...(ids ? { "aria-describedby": ids } : {}) };
}
