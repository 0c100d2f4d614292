/** The browser's side of the contact API (DESIGN.md contracts). */

export type ApiResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: string; errors?: Record<string, string> };

/** What a visitor is told when a request fails, by HTTP status. */
export function describeFailure(status: number, serverMessage?: string): string {
  if (status === 429) return "You have sent several requests in a short time. Please wait a minute and try again.";
  if (status === 413) return "That message is too long to send. Please shorten it and try again.";
  if (status === 503) return "We cannot accept messages right now. Please try again in a few minutes, or call or e-mail us.";
  if (status === 0) return "We could not reach our server. Please check your connection and try again.";
  return serverMessage ?? "Something went wrong while sending. Please try again, or call or e-mail us.";
}

export async function postJson<T>(url: string, payload: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, status: 0, error: describeFailure(0) };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  const errors = typeof body.errors === "object" && body.errors ? (body.errors as Record<string, string>) : undefined;
  const message = typeof body.error === "string" ? body.error : undefined;
  return { ok: false, status: response.status, errors, error: describeFailure(response.status, message) };
}
