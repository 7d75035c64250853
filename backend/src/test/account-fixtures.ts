import { DataSource } from 'typeorm';
import { UserRole } from '@genalpha/shared';
import { TestApp, signUp } from './test-app';

/**
 * Test-only: backdates an account, as if it had been created `hours` ago, with its address verified
 * (reports of accounts under a day old, or unverified, do not count).
 */
export async function ageAccount(dataSource: DataSource, userId: string, hours = 48): Promise<void> {
  await dataSource.query(`UPDATE users SET "createdAt" = now() - make_interval(hours => $2), "emailVerifiedAt" = now() WHERE id = $1`, [userId, hours]);
}

/** Test-only: gives an account a role directly (the API way is PUT /api/admin/users/{id}/role by an admin). */
export async function setRole(dataSource: DataSource, userId: string, role: UserRole): Promise<void> {
  await dataSource.query(`UPDATE users SET role = $2 WHERE id = $1`, [userId, role]);
}

/** A signed-in account with `role`, through the API (the role is read on every request). */
export async function signUpAs(t: TestApp, role: UserRole) {
  const account = await signUp(t);
  await setRole(t.dataSource, account.user.id, role);
  return account;
}

/** Signed-in accounts over a day old with verified addresses: their reports count toward the automatic hide. */
export async function establishedAccounts(t: TestApp, count: number) {
  const accounts = await Promise.all(Array.from({ length: count }, () => signUp(t)));
  for (const account of accounts) await ageAccount(t.dataSource, account.user.id);
  return accounts;
}
