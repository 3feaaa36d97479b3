/** The stand-ins are for local use; each refuses to start where NODE_ENV says production. */
export function refuseInProduction(standIn: string, instead: string, env: Record<string, string | undefined> = process.env): void {
  if (env.NODE_ENV === 'production') {
    throw new Error(`${standIn} is a local stand-in and refuses to run with NODE_ENV=production: ${instead}`);
  }
}
