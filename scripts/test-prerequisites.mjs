// The programs `npm test` needs besides Node: a Chromium for the end-to-end suite, a Java runtime
// for its HTML check (the W3C Nu HTML Checker, vnu.jar), a PostgreSQL server for the API suite's
// second pass, and nginx, redis-server and docker-compose for the replica, remote-image and
// compose-file tests. A missing one is installed when this runs as root
// on Debian (as CI does, on a fresh machine); anywhere else the run stops at once with one line
// naming what to install, since a suite that skips itself has not passed.
import {
  aptInstall,
  canInstallDebianPackages,
  hasChromium,
  onPath,
  postgresBinDir,
} from './programs.mjs';

/** Each program: how to tell it is here, and Debian's package for it. */
const PROGRAMS = [
  { name: 'Chromium', present: hasChromium, debian: 'chromium' },
  // The headless runtime is all vnu.jar needs (no fonts or X libraries).
  { name: 'Java', present: () => onPath('java'), debian: 'default-jre-headless' },
  {
    name: 'a PostgreSQL server',
    present: () => Boolean(process.env.DATABASE_URL) || postgresBinDir() !== null,
    debian: 'postgresql',
  },
  { name: 'nginx', present: () => onPath('nginx'), debian: 'nginx' },
  { name: 'redis-server', present: () => onPath('redis-server'), debian: 'redis-server' },
  { name: 'docker-compose', present: () => onPath('docker-compose'), debian: 'docker-compose' },
];

async function missingPrograms() {
  const present = await Promise.all(PROGRAMS.map((program) => program.present()));
  return PROGRAMS.filter((_, index) => !present[index]);
}

const missing = await missingPrograms();
if (missing.length > 0) {
  const packages = missing.map((program) => program.debian);
  if (!canInstallDebianPackages()) {
    console.error(
      `npm test needs ${missing.map((program) => program.name).join(', ')}: install ${missing.length === 1 ? 'it' : 'them'} ` +
        `(on Debian, as root: apt-get install ${packages.join(' ')}) and run it again.`,
    );
    process.exit(1);
  }
  console.log(`Installing what the tests need: ${packages.join(' ')}`);
  const started = Date.now();
  aptInstall(packages);
  const still = await missingPrograms();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((p) => p.name).join(', ')}.`);
    process.exit(1);
  }
  console.log(`Installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}
