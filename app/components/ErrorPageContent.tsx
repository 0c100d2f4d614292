import { AppLink } from "./PageTransition";
import { buttonClass } from "./ui/styles";

/**
 * What the root's error boundary shows (app/root.tsx), where its <section> is an island: the page's words
 * are in the server's HTML, their code comes only on an error page.
 */
export function ErrorPageContent({ notFound }: { notFound: boolean }) {
  return notFound ? <NotFoundContent /> : <SomethingWentWrong />;
}

/** The designed 404 page: says what happened and offers the three places most visitors want. */
function NotFoundContent() {
  return (
    <>
      <p className="eyebrow">Error 404</p>
      <h1 tabIndex={-1} className="heading-section mt-3 outline-none">
        We could not find that page
      </h1>
      <p className="lead mx-auto mt-4 max-w-xl">
        The address may be mistyped, or the page may have moved. These will get you back on track:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <AppLink to="/" className={buttonClass({ variant: "primary" })}>
            Home page
          </AppLink>
        </li>
        <li>
          <AppLink to="/services" className={buttonClass({ variant: "secondary" })}>
            Our services
          </AppLink>
        </li>
        <li>
          <AppLink to="/contact" className={buttonClass({ variant: "secondary" })}>
            Contact us
          </AppLink>
        </li>
      </ul>
    </>
  );
}

/** Any other error: the server has logged it with its request id. */
function SomethingWentWrong() {
  return (
    <>
      <h1 tabIndex={-1} className="heading-section outline-none">
        Something went wrong
      </h1>
      <p className="lead mx-auto mt-4 max-w-xl">
        This page could not be shown. Please reload it, or go back to the home page.
      </p>
      <a href="/" className={buttonClass({ variant: "primary", className: "mt-8" })}>
        Back to the home page
      </a>
    </>
  );
}
