import type { ReactNode } from "react";

/**
 * The page a mailed link opens (the newsletter's, a job application's withdrawal): what happened, in the 404
 * page's frame, and what to do next (`children`: a link or the page's one button).
 */
export function MailLinkNotice({
  eyebrow = "Newsletter",
  heading,
  text,
  children,
}: {
  eyebrow?: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="container-page py-24 text-center sm:py-32">
      <p className="eyebrow">{eyebrow}</p>
      <h1 tabIndex={-1} className="heading-section mt-3 outline-none">
        {heading}
      </h1>
      <p className="lead mx-auto mt-4 max-w-xl">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
