import { ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig, User, UserRole } from '@genalpha/shared';
import { PasswordService } from './password.service';
import { SessionUser } from './session-user';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const ACCOUNT_SUSPENDED = 'This account has been suspended.';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The display name is "Creator {userNumber}" until the profile is created: the email stays private. */
  async register(email: string, password: string): Promise<User> {
    const passwordHash = await this.passwords.hash(password);
    const role: UserRole = this.isAdminEmail(email) ? 'admin' : 'user';
    const rows: User[] = await this.users.query(
      `INSERT INTO "users" ("email", "password", "userNumber", "displayName", "role")
       SELECT $1, $2, number, 'Creator ' || number, $3 FROM (SELECT nextval(pg_get_serial_sequence('"users"', 'userNumber')) AS number) AS next
       ON CONFLICT ("email") DO NOTHING RETURNING *`,
      [email, passwordHash, role],
    );
    if (rows.length === 0) throw new ConflictException(EMAIL_TAKEN);
    return this.users.create(rows[0]);
  }

  /**
   * The user whose password this is, or null. A suspended account is refused (403) only once the
   * password is right, so nobody learns of a suspension without it. ADMIN_EMAILS promotes on sign-in.
   */
  async validateCredentials(email: string, password: string): Promise<SessionUser | null> {
    const normalized = email.trim().toLowerCase();
    const user = await this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.password', 'u.role', 'u.bannedAt'])
      .where('u.email = :email', { email: normalized })
      .getOne();
    if (!user) return this.passwords.verifyNothing(password).then(() => null);
    if (!(await this.passwords.verify(user.password, password))) return null;
    return this.admit({ ...user, email: normalized });
  }

  /**
   * What every sign-in does once its credential is proven (a password, a passkey), before the
   * session starts: a suspended account is refused, an ADMIN_EMAILS address promoted.
   */
  async admit(user: Pick<User, 'id' | 'email' | 'role' | 'bannedAt'>): Promise<SessionUser> {
    if (user.bannedAt) throw new ForbiddenException(ACCOUNT_SUSPENDED);
    if (user.role !== 'admin' && this.isAdminEmail(user.email)) await this.users.update({ id: user.id }, { role: 'admin' });
    return { id: user.id };
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  private isAdminEmail(email: string): boolean {
    return this.config.adminEmails.includes(email.trim().toLowerCase());
  }
}
