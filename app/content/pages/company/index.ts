import type { PageContent } from "../../types";
import { page as overview } from "./overview";
import { page as ourValues } from "./our-values";
import { page as jenesysAdvantage } from "./jenesys-advantage";
import { page as ourEngagement } from "./our-engagement";
import { page as greenCredentials } from "./green-credentials";

export const pages: Record<string, PageContent> = {
  "/overview": overview,
  "/ourValues": ourValues,
  "/JenesysAdvantage": jenesysAdvantage,
  "/OurEngagement": ourEngagement,
  "/GreenCredentials": greenCredentials,
};
