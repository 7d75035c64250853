import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from '@genalpha/shared';
import { PasswordService } from './password.service';
import { SessionUser } from './session-user';

export const EMAIL_TAKEN = 'An account with this email already exists';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
  ) {}

  async register(email: string, password: string): Promise<User> {
    const passwordHash = await this.passwords.hash(password);
    const displayName = email.split('@')[0].slice(0, 100) || 'creator';
    const rows: User[] = await this.users.query(
      `INSERT INTO "users" ("email", "password", "displayName") VALUES ($1, $2, $3)
       ON CONFLICT ("email") DO NOTHING RETURNING *`,
      [email, passwordHash, displayName],
    );
    if (rows.length === 0) throw new ConflictException(EMAIL_TAKEN);
    return this.users.create(rows[0]);
  }

  async validateCredentials(email: string, password: string): Promise<SessionUser | null> {
    const user = await this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.password'])
      .where('u.email = :email', { email: email.trim().toLowerCase() })
      .getOne();
    if (!user) return this.passwords.verifyNothing(password).then(() => null);
    return (await this.passwords.verify(user.password, password)) ? { id: user.id } : null;
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }
}
