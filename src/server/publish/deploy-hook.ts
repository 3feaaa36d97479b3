import { z } from 'zod';

/**
 * The host's deploy hook: a Cloudflare Pages deploy hook is a secret URL that starts a build of
 * the project's production branch when POSTed to with an empty body, and answers
 * `{"success":true,"result":{"id":"<deployment id>"}}` (local/deploy-hook answers the same).
 */

export type DeployHookResult = { ok: true; deployId: string } | { ok: false; error: string };

/** How the API calls the hook; tests pass a fake. */
export type DeployHook = () => Promise<DeployHookResult>;

const answer = z.object({ success: z.literal(true), result: z.object({ id: z.string().min(1).max(200) }) });

/** The hook at `url`: a 2xx answer of the shape above is a started build; anything else (a network error, a timeout, another status) is a failure with its reason. */
export function deployHookAt(url: string, fetchFn: typeof fetch = fetch, timeoutMs = 15_000): DeployHook {
  return async () => {
    try {
      const response = await fetchFn(url, { method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      if (!response.ok) return { ok: false, error: `deploy hook answered ${response.status}: ${text.slice(0, 200)}` };
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { ok: false, error: `deploy hook answered ${response.status} with no JSON: ${text.slice(0, 200)}` };
      }
      const parsed = answer.safeParse(json);
      if (!parsed.success) return { ok: false, error: `deploy hook answered ${response.status} without success: ${text.slice(0, 200)}` };
      return { ok: true, deployId: parsed.data.result.id };
    } catch (error) {
      return { ok: false, error: `deploy hook not reached: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
}
