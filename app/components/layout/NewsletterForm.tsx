import { useRef, useState, type FormEvent } from "react";
import { useEarlyInput } from "../../hooks/useEarlyInput";
import { useSearchParams } from "react-router";
import { useFormAction } from "../../hooks/useFormAction";
import { formActions } from "../../site/pages";
import { buttonClass } from "../ui/styles";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done"; text: string } | { kind: "error"; text: string };

const subscribed = "Thank you! You are subscribed to our newsletter.";
/** Double opt-in: said for a new, a pending and a subscribed address alike, so the box tells no one who subscribes. */
const checkInbox =
  "Thank you! Please check your inbox for our confirmation link. Already subscribed? Then you are all set.";

/**
 * The footer's newsletter box: stores the address once and says what happened (or, with double opt-in,
 * what to do next). With JavaScript it posts
 * to the newsletter action through a fetcher; without, the browser posts the same form to the same action.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (name, value) => name === "email" && setEmail(value));
  const subscribe = useFormAction(formActions.newsletter);
  // Without JavaScript the action sends the browser back with ?subscribed=1, =check or =0.
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<Status>(() => {
    const outcome = searchParams.get("subscribed");
    if (outcome === "1") return { kind: "done", text: subscribed };
    if (outcome === "check") return { kind: "done", text: checkInbox };
    if (outcome === "0") return { kind: "error", text: "Please enter a valid e-mail address." };
    return { kind: "idle" };
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: "sending" });
    const outcome = await subscribe({ email });
    if (outcome.ok) {
      setEmail("");
      setStatus({
        kind: "done",
        text: outcome.checkInbox
          ? checkInbox
          : outcome.alreadySubscribed
            ? "You are already subscribed. Thank you!"
            : subscribed,
      });
    } else {
      setStatus({ kind: "error", text: outcome.errors?.email ?? outcome.error });
    }
  }

  return (
    <form
      ref={formRef}
      id="newsletter"
      method="post"
      action={formActions.newsletter}
      noValidate={false}
      className="mt-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <label htmlFor="newsletter-email" className="sr-only">
        E-mail address for the newsletter
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={status.kind === "error" || undefined}
          aria-describedby="newsletter-status"
          className="min-h-11 w-full min-w-0 rounded-full border border-white/20 bg-white/10 px-4 text-sm text-white placeholder:text-slate-300 focus:border-accent-300 focus:outline-none"
        />
        <button
          type="submit"
          className={buttonClass({ variant: "accent", className: "shrink-0" })}
          disabled={status.kind === "sending"}
        >
          Subscribe
        </button>
      </div>
      <p
        id="newsletter-status"
        role={status.kind === "error" ? "alert" : "status"}
        className={`mt-2 min-h-5 text-sm ${status.kind === "error" ? "text-rose-300" : "text-accent-300"}`}
      >
        {status.kind === "done" || status.kind === "error" ? status.text : ""}
      </p>
    </form>
  );
}
