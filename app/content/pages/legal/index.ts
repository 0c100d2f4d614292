import type { PageContent } from "../../types";
import { page as privacyPolicy } from "./privacy-policy";
import { page as disclaimer } from "./disclaimer";

export const pages: Record<string, PageContent> = {
  "/PrivacyPolicy": privacyPolicy,
  "/Disclaimer": disclaimer,
};
