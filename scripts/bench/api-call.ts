/**
 * One call of the API as the benches make it: JSON in, the bearer token when given, and the parsed
 * answer out; any status but 2xx throws with the method, path, status and body.
 */
export async function apiCall<T>(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** apiCall's answer without its `{ data }` wrapper. */
export async function apiData<T>(base: string, method: string, path: string, body?: unknown, token?: string) {
  return (await apiCall<{ data: T }>(base, method, path, body, token)).data;
}
