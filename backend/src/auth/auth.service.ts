import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User, accountsRepository } from '@genalpha/db';
import { PasswordService } from './password.service';
import { SessionUser } from './session-user';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const ACCOUNT_SUSPENDED = 'This account has been suspended.';
export const ACCOUNT_BEING_DELETED = 'This account is being deleted.';

/** Sign-in to a deleted account: until its purge is due it can still be kept (POST /api/user/deletion/cancel). */
export function accountDeletionScheduled(dueAt: Date, now = new Date()): string {
  if (dueAt <= now) return ACCOUNT_BEING_DELETED;
  return `This account is scheduled for deletion on ${dueAt.toISOString().slice(0, 10)}. Cancel the deletion to keep it.`;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
  ) {}

  /**
   * The display name is "Creator {userNumber}" until the profile is created: the email stays private.
   * Always the role `user`: nothing proves the address is theirs, so ADMIN_EMAILS does not apply here.
   */
  async register(email: string, password: string): Promise<User> {
    const passwordHash = await this.passwords.hash(password);
    const row = await accountsRepository.register(this.users.manager, email, passwordHash);
    if (!row) throw new ConflictException(EMAIL_TAKEN);
    return this.users.create(row);
  }

  /** The account whose email and password these are, whatever its state; null otherwise (in the same time either way). */
  async checkPassword(email: string, password: string): Promise<Pick<User, 'id' | 'email' | 'role' | 'bannedAt' | 'deletionDueAt'> | null> {
    const user = await accountsRepository.credentialsByEmail(this.users.manager, email.trim().toLowerCase());
    if (!user) return this.passwords.verifyNothing(password).then(() => null);
    return (await this.passwords.verify(user.password, password)) ? user : null;
  }

  /**
   * What every sign-in strategy does once its credential is proven (a password, a passkey), before the
   * session starts: a suspended account is refused (403), one deleted and awaiting its purge answers
   * when it will be purged (409); only then, so nobody learns of either without the credential.
   */
  admit(user: Pick<User, 'id' | 'bannedAt' | 'deletionDueAt'>): SessionUser {
    if (user.bannedAt) throw new ForbiddenException(ACCOUNT_SUSPENDED);
    if (user.deletionDueAt) throw new ConflictException(accountDeletionScheduled(new Date(user.deletionDueAt)));
    return { id: user.id };
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }
}
