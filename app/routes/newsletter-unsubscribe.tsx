import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { MailLinkNotice } from "../components/MailLinkNotice";
import { buttonClass } from "../components/ui/styles";
import { newsletterContent } from "../content/newsletter";
import { mailLinkHead } from "../head/head.server";
import { isWellFormedToken, linkToken, withNewsletter } from "../server-bridge/newsletter.server";
import { newsletterPages } from "../site/newsletter";

/**
 * The unsubscribe link of every newsletter mail. Opening it (GET) only shows a button, because mail
 * scanners open the links in a mail; the button, or a mail program's one-click POST (RFC 8058), posts to
 * this same address and the action deletes the address at once. Unsubscribing twice is no error.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  // The form of the token is enough here: whether it is still known is not told to whoever holds the link.
  const complete = isWellFormedToken(token);
  const notice = complete ? newsletterContent.unsubscribe.ask : newsletterContent.unsubscribe.incomplete;
  return data(
    { token: complete ? token : null, head: mailLinkHead(notice.title, newsletterContent.description) },
    { status: complete ? 200 : 400 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const done = await withNewsletter(context, (newsletter) => newsletter.unsubscribe(linkToken(request)));
  const outcome =
    done === "unavailable" ? ("unavailable" as const) : done ? ("done" as const) : ("incomplete" as const);
  return data({ outcome }, { status: outcome === "done" ? 200 : outcome === "incomplete" ? 400 : 503 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const outcome = actionData?.outcome ?? (token ? "ask" : "incomplete");
  const { actions } = newsletterContent;
  return (
    <MailLinkNotice {...newsletterContent.unsubscribe[outcome]}>
      {token && (outcome === "ask" || outcome === "unavailable") ? (
        // A plain form: the post works the same without JavaScript, as a mail program's does.
        <form method="post" action={`${newsletterPages.unsubscribe}?token=${encodeURIComponent(token)}`}>
          <button type="submit" className={buttonClass({ variant: "primary" })}>
            {actions.unsubscribe}
          </button>
        </form>
      ) : (
        <a href="/" className={buttonClass({ variant: outcome === "done" ? "primary" : "secondary" })}>
          {actions.home}
        </a>
      )}
    </MailLinkNotice>
  );
}
