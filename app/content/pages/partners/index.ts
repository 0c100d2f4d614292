import type { PageContent } from "../../types";
import { page as partnersMicrosoft } from "./partners-microsoft";
import { page as partnersIbm } from "./partners-ibm";
import { page as partnersHp } from "./partners-hp";
import { page as partnersOracle } from "./partners-oracle";

export const pages: Record<string, PageContent> = {
  "/PartnersMicrosoft": partnersMicrosoft,
  "/PartnersIBM": partnersIbm,
  "/PartnersHP": partnersHp,
  "/PartnersOracle": partnersOracle,
};
