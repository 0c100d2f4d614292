import { AppLink } from "./PageTransition";
import { buttonClass } from "./ui/styles";

/** The designed 404 page: says what happened and offers the three places most visitors want. */
export function NotFoundContent() {
  return (
    <section className="container-page py-24 text-center sm:py-32">
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
    </section>
  );
}
