import type { PageContent } from "../../types";
import { page as telecom } from "./telecom";
import { page as healthcare } from "./healthcare";
import { page as bfsi } from "./bfsi";
import { page as government } from "./government";
import { page as energy } from "./energy";
import { page as retail } from "./retail";
import { page as logistics } from "./logistics";
import { page as infrastructure } from "./infrastructure";

export const pages: Record<string, PageContent> = {
  "/Telecom": telecom,
  "/Healthcare": healthcare,
  "/BFSI": bfsi,
  "/Government": government,
  "/Energy": energy,
  "/Retail": retail,
  "/Logistics": logistics,
  "/Infrastructure": infrastructure,
};
