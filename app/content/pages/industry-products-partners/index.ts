import type { PageContent } from "../../types";
import { page as telecom } from "./telecom";
import { page as healthcare } from "./healthcare";
import { page as bfsi } from "./bfsi";
import { page as government } from "./government";
import { page as energy } from "./energy";
import { page as retail } from "./retail";
import { page as logistics } from "./logistics";
import { page as infrastructure } from "./infrastructure";
import { page as productEngineering } from "./product-engineering";
import { page as erpConstruct } from "./erp-construct";
import { page as findeal } from "./findeal";
import { page as energit } from "./energit";
import { page as partnersMicrosoft } from "./partners-microsoft";
import { page as partnersIbm } from "./partners-ibm";
import { page as partnersHp } from "./partners-hp";
import { page as partnersOracle } from "./partners-oracle";

export const pages: Record<string, PageContent> = {
  "/Telecom": telecom,
  "/Healthcare": healthcare,
  "/BFSI": bfsi,
  "/Government": government,
  "/Energy": energy,
  "/Retail": retail,
  "/Logistics": logistics,
  "/Infrastructure": infrastructure,
  "/ProductEngineering": productEngineering,
  "/ERPConstruct": erpConstruct,
  "/FINdeal": findeal,
  "/EnergIT": energit,
  "/PartnersMicrosoft": partnersMicrosoft,
  "/PartnersIBM": partnersIbm,
  "/PartnersHP": partnersHp,
  "/PartnersOracle": partnersOracle,
};
