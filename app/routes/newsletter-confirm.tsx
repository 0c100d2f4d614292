import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { MailLinkNotice } from "../components/MailLinkNotice";
import { buttonClass } from "../components/ui/styles";
import { newsletterContent } from "../content/newsletter";
import { mailLinkHead } from "../head/head.server";
import { isWellFormedToken, linkToken, withNewsletter } from "../server-bridge/newsletter.server";
import { newsletterPages } from "../site/newsletter";

/** 410 tells the link is spent for good; 400 that it was never one of ours (or its address is gone). */
const statusOf = { confirmed: 200, expired: 410, unknown: 400, unavailable: 503 } as const;

/**
 * The confirmation link of a double opt-in mail. Opening it (GET, or the HEAD a link scanner sends) only
 * shows a button and changes nothing, because mail scanners open the links in a mail; the button posts to
 * this same address and the action confirms. Confirming again says the same and changes nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  // The form of the token is enough here: whether it is still known is told only to whoever presses the button.
  const complete = isWellFormedToken(token);
  const notice = complete ? newsletterContent.confirm.ask : newsletterContent.confirm.unknown;
  return data(
    { token: complete ? token : null, head: mailLinkHead(notice.title, newsletterContent.description) },
    { status: complete ? 200 : 400 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await withNewsletter(context, (newsletter) => newsletter.confirm(linkToken(request)));
  return data({ outcome }, { status: statusOf[outcome] });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const outcome = actionData?.outcome ?? (token ? "ask" : "unknown");
  const { actions } = newsletterContent;
  return (
    <MailLinkNotice {...newsletterContent.confirm[outcome]}>
      {token && (outcome === "ask" || outcome === "unavailable") ? (
        // A plain form: the post works the same without JavaScript.
        <form method="post" action={`${newsletterPages.confirm}?token=${encodeURIComponent(token)}`}>
          <button type="submit" className={buttonClass({ variant: "primary" })}>
            {actions.confirm}
          </button>
        </form>
      ) : outcome === "expired" || outcome === "unknown" ? (
        <a href="#newsletter" className={buttonClass({ variant: "primary" })}>
          {actions.subscribeAgain}
        </a>
      ) : (
        <a href="/" className={buttonClass({ variant: "primary" })}>
          {actions.home}
        </a>
      )}
    </MailLinkNotice>
  );
}
