/** Helpers for tests of the staff area: sign in over HTTP, carry the cookie, read a page's form token. */

export const staffPassword = "correct horse battery staple";

export interface Answer {
  status: number;
  location: string | null;
  setCookies: string[];
  body: string;
  headers: Headers;
}

async function answer(response: Response): Promise<Answer> {
  return {
    status: response.status,
    location: response.headers.get("location"),
    setCookies: response.headers.getSetCookie(),
    body: await response.text(),
    headers: response.headers,
  };
}

/** "name=value" of a Set-Cookie header. */
export const cookiePair = (setCookie: string) => setCookie.split(";")[0];

export async function get(url: string, cookie?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(await fetch(url, { redirect: "manual", headers: { ...(cookie ? { cookie } : {}), ...headers } }));
}

/** A form post as a browser on the site itself sends it (Origin of the site). */
export async function post(
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const origin = new URL(url).origin;
  return answer(
    await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

export async function signIn(
  base: string,
  email: string,
  password = staffPassword,
  options: { cookie?: string; next?: string; headers?: Record<string, string> } = {},
): Promise<Answer & { cookie?: string }> {
  const result = await post(
    `${base}/admin/login`,
    { email, password, next: options.next ?? "/admin" },
    { cookie: options.cookie, headers: options.headers },
  );
  const session = result.setCookies.find((value) => /staff_session=[^;]/.test(value));
  return { ...result, cookie: session ? cookiePair(session) : undefined };
}

/** The form token of the staff page at `path`. */
export async function formToken(base: string, cookie: string, path = "/admin"): Promise<string> {
  const page = await get(`${base}${path}`, cookie);
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error(`no form token on ${path} (status ${page.status})`);
  return token;
}
