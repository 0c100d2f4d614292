import type { PageContent } from "../../types";
import { page as overview } from "./overview";
import { page as ourValues } from "./our-values";
import { page as jenesysAdvantage } from "./jenesys-advantage";
import { page as ourEngagement } from "./our-engagement";
import { page as greenCredentials } from "./green-credentials";
import { page as enterprise } from "./enterprise";
import { page as appDevMaintenance } from "./app-dev-maintenance";
import { page as machineLearning } from "./machine-learning";
import { page as reEngineering } from "./re-engineering";
import { page as eBusiness } from "./e-business";
import { page as wirelessSolutions } from "./wireless-solutions";
import { page as softwareTesting } from "./software-testing";
import { page as mainframeMidrange } from "./mainframe-midrange";
import { page as technicalDocumentation } from "./technical-documentation";
import { page as systems } from "./systems";
import { page as storagePractise } from "./storage-practise";
import { page as embeddedPlatforms } from "./embedded-platforms";
import { page as validationVerification } from "./validation-verification";

export const pages: Record<string, PageContent> = {
  "/overview": overview,
  "/ourValues": ourValues,
  "/JenesysAdvantage": jenesysAdvantage,
  "/OurEngagement": ourEngagement,
  "/GreenCredentials": greenCredentials,
  "/enterprise": enterprise,
  "/AppDevMaintenance": appDevMaintenance,
  "/MachineLearning": machineLearning,
  "/ReEngineering": reEngineering,
  "/EBusiness": eBusiness,
  "/WirelessSolutions": wirelessSolutions,
  "/SoftwareTesting": softwareTesting,
  "/MainframeMidrange": mainframeMidrange,
  "/TechnicalDocumentation": technicalDocumentation,
  "/systems": systems,
  "/StoragePractise": storagePractise,
  "/EmbeddedPlatforms": embeddedPlatforms,
  "/ValidationVerification": validationVerification,
};
