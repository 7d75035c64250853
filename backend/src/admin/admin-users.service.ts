import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { adminListsRepository } from '@genalpha/db';
import { toAdminUserDto } from './admin-user-row';
import { AdminUsersPageDto, AdminUsersQueryDto } from './dto/admin-user.dto';

/** The console's account lookup, for granting roles and suspending (trigram indexes serve the search). */
@Injectable()
export class AdminUsersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: AdminUsersQueryDto): Promise<AdminUsersPageDto> {
    const page = await adminListsRepository.usersPage(this.dataSource, query, query);
    return { users: page.items.map(toAdminUserDto), nextCursor: page.nextCursor };
  }
}
