/** Starts the emulator alone: `npm run emulator [-- --port 8443 --scan-delay-ms 2000]`. */
import { parseArgs } from 'node:util';
import { Emulator, KEYS } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'scan-delay-ms': { type: 'string', default: '1500' },
    'max-page-size': { type: 'string', default: '1000' },
  },
});
const emulator = await new Emulator({
  scan: { delayMs: Number(values['scan-delay-ms']) },
  maxPageSize: Number(values['max-page-size']),
}).start(Number(values.port));
console.log(`emulator listening on ${emulator.url}`);
console.log(`trust its certificate with NODE_EXTRA_CA_CERTS=${emulator.caFile}`);
console.log(`keys: admin=${KEYS.admin} read-only=${KEYS.readOnly} disabled=${KEYS.disabled}`);
const stop = (): void => void emulator.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
