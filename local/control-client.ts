/**
 * The one way tests talk to a stand-in's control API (`{base}/__control/...`): JSON in, JSON out,
 * and an error naming the stand-in, the call and its status when the answer is not 2xx.
 */
export function controlCaller(baseUrl: string, standIn: string) {
  return async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/__control${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as T & { error?: string };
    if (!response.ok) throw new Error(`${standIn} control ${method} ${path}: ${response.status} ${json.error ?? ''}`);
    return json;
  };
}
