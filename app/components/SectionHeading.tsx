import { HeadingText } from "./HeadingText";

/** The eyebrow, heading and intro that open most sections. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = "center",
  as: Heading = "h2",
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "center" | "left";
  as?: "h1" | "h2";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id} tabIndex={Heading === "h1" ? -1 : undefined} className="heading-section mt-3 outline-none">
        <HeadingText>{heading}</HeadingText>
      </Heading>
      {intro && <p className="lead mt-4">{intro}</p>}
    </div>
  );
}
