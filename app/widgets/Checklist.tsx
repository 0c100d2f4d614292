import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Reveal } from "../components/Reveal";
import { cn } from "../lib/cn";
import { gridColumns } from "../lib/grid";

/** A two-column list of short points: benefits and reasons ticked, challenges flagged. */
export function Checklist({ items, tone = "check" }: { items: string[]; tone?: "check" | "challenge" }) {
  const Mark = tone === "challenge" ? AlertTriangle : CheckCircle2;
  return (
    <ul className={cn("grid gap-4", gridColumns(items.length, { md: 2 }))}>
      {items.map((item, index) => (
        <Reveal as="li" key={item} index={index} className="flex gap-3 rounded-2xl border border-line bg-white p-5">
          <Mark
            className={`mt-0.5 size-5 shrink-0 ${tone === "challenge" ? "text-brand-800" : "text-accent-600"}`}
            aria-hidden="true"
          />
          <span className="leading-relaxed text-slate-700">{item}</span>
        </Reveal>
      ))}
    </ul>
  );
}
