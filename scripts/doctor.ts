import { runDoctor } from './doctor/doctor.ts';

/**
 * `npm run doctor`: a preflight for a deploy. Reads the environment as production would (with
 * NODE_ENV=production; otherwise as npm start does, against its stand-ins), prints one line per
 * check, and exits 1 when any fails. `-- --register-ipn` first registers PESAPAL_IPN_URL with
 * Pesapal and prints the ipn_id. docs/deploy.md, "Before going live".
 */
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--register-ipn');
if (unknown.length > 0) {
  console.error(`npm run doctor: unknown argument ${unknown.join(' ')}\nUsage: npm run doctor [-- --register-ipn]`);
  process.exit(2);
}
const report = await runDoctor(process.env, { registerIpn: args.includes('--register-ipn') });
for (const line of report.lines) console.log(line);
// Sockets a slow service left open must not hold the answer back.
process.exit(report.failed > 0 ? 1 : 0);
