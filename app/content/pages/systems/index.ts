import type { PageContent } from "../../types";
import { page as systems } from "./systems";
import { page as storagePractise } from "./storage-practise";
import { page as embeddedPlatforms } from "./embedded-platforms";
import { page as validationVerification } from "./validation-verification";

export const pages: Record<string, PageContent> = {
  "/systems": systems,
  "/StoragePractise": storagePractise,
  "/EmbeddedPlatforms": embeddedPlatforms,
  "/ValidationVerification": validationVerification,
};
