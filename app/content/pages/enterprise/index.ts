import type { PageContent } from "../../types";
import { page as enterprise } from "./enterprise";
import { page as appDevMaintenance } from "./app-dev-maintenance";
import { page as machineLearning } from "./machine-learning";
import { page as reEngineering } from "./re-engineering";
import { page as eBusiness } from "./e-business";
import { page as wirelessSolutions } from "./wireless-solutions";
import { page as softwareTesting } from "./software-testing";
import { page as mainframeMidrange } from "./mainframe-midrange";
import { page as technicalDocumentation } from "./technical-documentation";

export const pages: Record<string, PageContent> = {
  "/enterprise": enterprise,
  "/AppDevMaintenance": appDevMaintenance,
  "/MachineLearning": machineLearning,
  "/ReEngineering": reEngineering,
  "/EBusiness": eBusiness,
  "/WirelessSolutions": wirelessSolutions,
  "/SoftwareTesting": softwareTesting,
  "/MainframeMidrange": mainframeMidrange,
  "/TechnicalDocumentation": technicalDocumentation,
};
