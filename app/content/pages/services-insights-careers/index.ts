import type { PageContent } from "../../types";
import { page as cloudSolutions } from "./cloud-solutions";
import { page as itConsultancy } from "./it-consultancy";
import { page as designDevelopment } from "./design-development";
import { page as appDevelopment } from "./app-development";
import { page as ecommerce } from "./ecommerce";
import { page as successStories } from "./success-stories";
import { page as newsEvents } from "./news-events";
import { page as environment } from "./environment";
import { page as currentOpenings } from "./current-openings";
import { page as executiveTeam } from "./executive-team";
import { page as privacyPolicy } from "./privacy-policy";
import { page as disclaimer } from "./disclaimer";

export const pages: Record<string, PageContent> = {
  "/CloudSolutions": cloudSolutions,
  "/ITconsultancy": itConsultancy,
  "/DesignDevelopment": designDevelopment,
  "/AppDevelopment": appDevelopment,
  "/Ecommerce": ecommerce,
  "/SuccessStories": successStories,
  "/NewsEvents": newsEvents,
  "/Environment": environment,
  "/CurrentOpenings": currentOpenings,
  "/ExecutiveTeam": executiveTeam,
  "/PrivacyPolicy": privacyPolicy,
  "/Disclaimer": disclaimer,
};
