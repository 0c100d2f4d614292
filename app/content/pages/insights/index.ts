import type { PageContent } from "../../types";
import { page as successStories } from "./success-stories";
import { page as newsEvents } from "./news-events";

export const pages: Record<string, PageContent> = {
  "/SuccessStories": successStories,
  "/NewsEvents": newsEvents,
};
