import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from '@genalpha/shared';
import { PasswordService } from './password.service';
import { SessionUser } from './session-user';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const ACCOUNT_SUSPENDED = 'This account has been suspended.';

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
    const rows: User[] = await this.users.query(
      `INSERT INTO "users" ("email", "password", "userNumber", "displayName")
       SELECT $1, $2, number, 'Creator ' || number FROM (SELECT nextval(pg_get_serial_sequence('"users"', 'userNumber')) AS number) AS next
       ON CONFLICT ("email") DO NOTHING RETURNING *`,
      [email, passwordHash],
    );
    if (rows.length === 0) throw new ConflictException(EMAIL_TAKEN);
    return this.users.create(rows[0]);
  }

  /**
   * The user whose password this is, or null. A suspended account is refused (403) only once the
   * password is right, so nobody learns of a suspension without it.
   */
  async validateCredentials(email: string, password: string): Promise<SessionUser | null> {
    const normalized = email.trim().toLowerCase();
    const user = await this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.password', 'u.bannedAt'])
      .where('u.email = :email', { email: normalized })
      .getOne();
    if (!user) return this.passwords.verifyNothing(password).then(() => null);
    if (!(await this.passwords.verify(user.password, password))) return null;
    if (user.bannedAt) throw new ForbiddenException(ACCOUNT_SUSPENDED);
    return { id: user.id };
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }
}
