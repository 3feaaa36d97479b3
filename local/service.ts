/** A local stand-in that `npm start` (and the browser tests) run beside the shop. */
export interface LocalService {
  /** Short name for the start-up table ('Auth', 'Pesapal sandbox'). */
  name: string;
  /** Starts it; resolves with the lines to print (address, demo credentials) and a stop function. */
  start(): Promise<{ rows: Array<[string, string]>; stop(): Promise<void> | void }>;
}
