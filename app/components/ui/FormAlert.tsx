/**
 * Where a visitor's form says what went wrong. The region is in the page from the start, empty, so a screen
 * reader announces the words when they appear in it.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className="mt-5 empty:hidden">
      {message && (
        <p className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800">
          {message}
        </p>
      )}
    </div>
  );
}
