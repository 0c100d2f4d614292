import { data } from "react-router";

// Answering with a 404 status (not a 200 page that says "not found") is what tells search engines the truth.
// The root error boundary draws the page and the root `meta` gives it its title.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
