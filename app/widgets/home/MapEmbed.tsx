import { MapPin } from "lucide-react";
import { useState } from "react";
import type { HomeContent } from "../../content/home";
import { buttonClass } from "../../components/ui/styles";

/** The office map. Nothing is requested from the maps service until the visitor asks for it. */
export function MapEmbed({ map }: { map: HomeContent["contact"]["map"] }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative aspect-[4/3] overflow-hidden sm:aspect-[21/9] rounded-[var(--radius-card)] border border-line bg-brand-50">
      {loaded ? (
        <iframe
          title={map.title}
          src={map.embedUrl}
          className="absolute inset-0 size-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_1px_1px,rgb(29_63_216/0.12)_1px,transparent_0)] bg-[size:22px_22px] p-6 text-center">
          <MapPin className="size-10 text-brand-700" aria-hidden="true" />
          <p className="max-w-sm text-sm text-muted">{map.notice}</p>
          <button type="button" className={buttonClass({ variant: "primary" })} onClick={() => setLoaded(true)}>
            {map.buttonLabel}
          </button>
        </div>
      )}
    </div>
  );
}
