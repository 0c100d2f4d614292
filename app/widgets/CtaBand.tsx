import { CtaPanel } from "../components/CtaPanel";
import type { ClosingCta } from "../content/types";

/** The closing call to action that ends almost every page. */
export function CtaBand({ cta }: { cta: ClosingCta }) {
  return (
    <section aria-labelledby="page-cta" className="py-16 sm:py-20">
      <div className="container-page">
        <CtaPanel cta={cta} headingId="page-cta" />
      </div>
    </section>
  );
}
