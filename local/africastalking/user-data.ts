import { Hono } from 'hono';
import { LOCAL_STANDIN_CREDENTIALS } from '../../src/server/sms/config.ts';
import type { StandInEnv } from './messaging.ts';

/**
 * The stand-in's balance. It keeps no wallet: made up, and the same on every call (numbers ending
 * 0405 stand for an empty one when sending).
 */
export const STANDIN_BALANCE = 'KES 1000.0000';

/**
 * GET /version1/user?username=… as Africa's Talking's User Data API answers it: the application's
 * balance for exactly the stand-in's username and API key (the `apiKey` header), 401 with AT's text
 * for anything else, as the messaging route refuses.
 */
export function createUserDataRoutes(): Hono<StandInEnv> {
  const routes = new Hono<StandInEnv>();
  routes.get('/version1/user', (c) => {
    if (c.req.header('apiKey') !== LOCAL_STANDIN_CREDENTIALS.apiKey || c.req.query('username') !== LOCAL_STANDIN_CREDENTIALS.username)
      return c.text('The supplied authentication is invalid', 401);
    return c.json({ UserData: { balance: STANDIN_BALANCE } });
  });
  return routes;
}
