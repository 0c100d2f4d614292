import { Check } from "lucide-react";
import type { TeamMember } from "../content/types";
import { cardClass } from "../components/ui/styles";
import { cn } from "../lib/cn";
import { gridColumns } from "../lib/grid";

/** Running text: philosophy, legal terms. */
export function Prose({ paragraphs, points }: { paragraphs: string[]; points?: string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-[1.05rem] leading-relaxed text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {points && (
        <ul className="space-y-2.5 pt-2">
          {points.map((point) => (
            <li key={point} className="flex gap-2.5">
              <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Team members, when the company publishes them; none are invented, so an empty list renders nothing. */
export function Team({ members }: { members: TeamMember[] }) {
  if (members.length === 0) return null;
  return (
    <ul className={cn("grid gap-6", gridColumns(members.length, { sm: 2, lg: 3 }))}>
      {members.map((member) => (
        <li key={member.name} className={cardClass()}>
          <h3 className="text-lg font-bold text-ink">{member.name}</h3>
          <p className="text-sm font-semibold text-accent-700">{member.role}</p>
          <p className="mt-3 leading-relaxed text-muted">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
