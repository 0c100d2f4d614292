import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterNotice } from "../components/NewsletterNotice";
import { buttonClass } from "../components/ui/styles";
import { newsletterContent } from "../content/newsletter";
import { newsletterHead } from "../head/head.server";
import { linkToken, withNewsletter } from "../server-bridge/newsletter.server";

/** 410 tells the link is spent for good; 400 that it was never one of ours (or its address is gone). */
const statusOf = { confirmed: 200, expired: 410, unknown: 400, unavailable: 503 } as const;

/**
 * The confirmation link of a double opt-in mail. Following it confirms the subscription; following it
 * again says the same and changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await withNewsletter(context, (newsletter) => newsletter.confirm(linkToken(request)));
  const notice = newsletterContent.confirm[outcome];
  return data(
    { outcome, head: newsletterHead(notice.title, newsletterContent.description) },
    { status: statusOf[outcome] },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const { actions } = newsletterContent;
  return (
    <NewsletterNotice {...newsletterContent.confirm[outcome]}>
      {outcome === "expired" || outcome === "unknown" ? (
        <a href="#newsletter" className={buttonClass({ variant: "primary" })}>
          {actions.subscribeAgain}
        </a>
      ) : (
        <a href="/" className={buttonClass({ variant: outcome === "confirmed" ? "primary" : "secondary" })}>
          {actions.home}
        </a>
      )}
    </NewsletterNotice>
  );
}
