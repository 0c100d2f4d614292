import type { PageContent } from "../../types";
import { page as environment } from "./environment";
import { page as currentOpenings } from "./current-openings";
import { page as executiveTeam } from "./executive-team";

export const pages: Record<string, PageContent> = {
  "/Environment": environment,
  "/CurrentOpenings": currentOpenings,
  "/ExecutiveTeam": executiveTeam,
};
