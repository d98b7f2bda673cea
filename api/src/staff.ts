// `npm run staff -w @storefront/api -- <email> <OWNER|ADMIN|MANAGER|CUSTOMER>`: gives an account
// a role on the configured database (DATABASE_URL, else the PGlite folder DATA_DIR, which must not
// be open in a running API), creating it with STAFF_PASSWORD when it has none. The way to a shop's
// first owner when its database was seeded without OWNER_EMAIL, or to a staff member's role
// before the back office manages its people.
import { ROLES, type Role } from '@storefront/shared/core';
import { loadConfig } from './config';
import { prepareDatabase } from './database-setup';
import { setStaffRole } from './services/accounts/staff-accounts';

const [email, role] = process.argv.slice(2);
if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
  console.error(`usage: npm run staff -w @storefront/api -- <email> <${ROLES.join('|')}>`);
  console.error('  a new account takes its password from STAFF_PASSWORD');
  process.exit(2);
}

const config = loadConfig();
const handle = await prepareDatabase(config, { info: () => {} });
try {
  const outcome = await setStaffRole(handle.db, {
    email,
    role: role as Role,
    password: process.env.STAFF_PASSWORD || undefined,
  });
  if ('refused' in outcome) {
    console.error(`staff: ${outcome.refused}`);
    process.exitCode = 1;
  } else console.log(`staff: ${outcome.email} is ${outcome.role} (${outcome.done})`);
} finally {
  await handle.close();
}
