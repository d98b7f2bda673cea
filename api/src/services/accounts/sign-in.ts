import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { userByEmail, type UserRow } from './repository';

const wrongCredentials = () =>
  new AppError(401, 'ENTITY_UNAUTHORIZED_ACTION', 'Wrong email or password');

/** The user of an email and password; 401 for an unknown email and a wrong password alike. */
export async function checkCredentials(
  db: Database,
  { email, password }: { email: string; password: string },
): Promise<UserRow> {
  const user = await userByEmail(db, email);
  // An unknown email costs the same time and gets the same answer as a wrong password.
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  // A deactivated staff account is refused as a wrong password is: the answer tells nothing more.
  if (!user || !valid || user.deactivatedAt) throw wrongCredentials();
  return user;
}
