import type { IconName } from "../content/icons";
import { Icon } from "./Icon";

export function PageArt({ icon, alt }: { icon: IconName; alt: string; tint?: "brand" | "teal" }) {
  return (
    <figure role="img" aria-label={alt} className="relative flex aspect-[4/3] w-full items-center justify-center rounded-3xl bg-brand-100">
      <span className="flex size-24 items-center justify-center rounded-2xl bg-white shadow-[var(--shadow-lift)] text-brand-700">
        <Icon name={icon} className="size-12" />
      </span>
    </figure>
  );
}
