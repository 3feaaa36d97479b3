import { startServer } from '../../local/serve.ts';

/**
 * The Node host as `npm start` serves it (local/serve.ts), for the checkout load section: on PORT,
 * over DATABASE_URL and the doors the environment names. Prints `ready` once it answers; SIGTERM
 * ends it through process.exit, so a CPU profile (`node --cpu-prof`) is written.
 */
const server = await startServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
