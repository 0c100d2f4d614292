import { data } from "react-router";
import { NotFoundContent } from "../components/NotFoundContent";
import { pageMeta } from "../site/meta";

// Answering with a 404 status (not a 200 page that says "not found") is what tells search engines the truth.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: "Page not found", description: "The page you asked for does not exist.", path: null });

export default function NotFound() {
  return <NotFoundContent />;
}
