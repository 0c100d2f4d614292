import { data } from "react-router";
import type { Route } from "./+types/application-withdraw";
import { MailLinkNotice } from "../components/MailLinkNotice";
import { buttonClass } from "../components/ui/styles";
import { mailLinkHead } from "../head/head.server";
import { careers } from "../server-bridge/careers.server";
import { withdrawPath } from "../site/careers";

const notices = {
  ask: (title: string) => ({
    heading: "Withdraw your application?",
    text: `This erases your application for ${title}, with your CV, at once. It cannot be undone; you are welcome to apply again while the opening is open.`,
  }),
  done: {
    heading: "Your application is withdrawn",
    text: "We have erased it, with your CV. Thank you for your interest in working with us.",
  },
  spent: {
    heading: "This link no longer works",
    text: "The application it was made for has been withdrawn already, or erased at the end of its retention period.",
  },
  unavailable: {
    heading: "Please try again in a few minutes",
    text: "We could not reach our records just now. Your link still works.",
  },
};

const description = "Withdraw a job application sent to Jenesys Technologies.";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * The withdrawal link of a candidate's confirmation mail. Opening it (GET) only asks, because mail scanners
 * open the links in a mail; the button posts to this same address and the action erases the application.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const found = await careers(context).withdrawal(token);
  if (found === "unavailable")
    return data(
      { token: null, notice: notices.unavailable, head: mailLinkHead(notices.unavailable.heading, description) },
      { status: 503 },
    );
  if (!found)
    return data(
      { token: null, notice: notices.spent, head: mailLinkHead(notices.spent.heading, description) },
      { status: 404 },
    );
  const notice = notices.ask(found.title);
  return { token, notice, head: mailLinkHead(notice.heading, description) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const done = await careers(context).withdraw(tokenOf(request));
  const outcome = done === "unavailable" ? ("unavailable" as const) : done ? ("done" as const) : ("spent" as const);
  return data({ outcome }, { status: outcome === "done" ? 200 : outcome === "spent" ? 404 : 503 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ApplicationWithdraw({ loaderData, actionData }: Route.ComponentProps) {
  const notice = actionData ? notices[actionData.outcome] : loaderData.notice;
  const { token } = loaderData;
  return (
    <MailLinkNotice eyebrow="Careers" {...notice}>
      {token && (!actionData || actionData.outcome === "unavailable") ? (
        // A plain form: the post works the same without JavaScript.
        <form method="post" action={`${withdrawPath}?token=${encodeURIComponent(token)}`}>
          <button type="submit" className={buttonClass({ variant: "primary" })}>
            Withdraw my application
          </button>
        </form>
      ) : (
        <a href="/CurrentOpenings" className={buttonClass({ variant: "secondary" })}>
          See the current openings
        </a>
      )}
    </MailLinkNotice>
  );
}
