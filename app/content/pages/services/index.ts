import type { PageContent } from "../../types";
import { page as cloudSolutions } from "./cloud-solutions";
import { page as itConsultancy } from "./it-consultancy";
import { page as designDevelopment } from "./design-development";
import { page as appDevelopment } from "./app-development";
import { page as ecommerce } from "./ecommerce";

export const pages: Record<string, PageContent> = {
  "/CloudSolutions": cloudSolutions,
  "/ITconsultancy": itConsultancy,
  "/DesignDevelopment": designDevelopment,
  "/AppDevelopment": appDevelopment,
  "/Ecommerce": ecommerce,
};
