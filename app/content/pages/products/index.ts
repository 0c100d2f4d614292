import type { PageContent } from "../../types";
import { page as productEngineering } from "./product-engineering";
import { page as erpConstruct } from "./erp-construct";
import { page as findeal } from "./findeal";
import { page as energit } from "./energit";

export const pages: Record<string, PageContent> = {
  "/ProductEngineering": productEngineering,
  "/ERPConstruct": erpConstruct,
  "/FINdeal": findeal,
  "/EnergIT": energit,
};
