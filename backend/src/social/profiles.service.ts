import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OBJECT_STORAGE, ObjectStorage, deleteAvatarObjects, objectKeyFromPublicPath } from '@genalpha/shared';
import { ProfileEdit, profilesRepository } from '@genalpha/db';
import { DomainEvent, ProfileCreatedEvent } from '../common/domain-events';
import { PageQueryDto } from '../common/pagination';
import { isUniqueViolation } from '../common/unique-violation';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserProfileDto, UsersPageDto, toUserProfileDto } from './dto/user-profile.dto';
import { USER_NOT_FOUND } from '../common/id-pipes';

export const AVATAR_NOT_UPLOADED = 'Avatar must be an image uploaded to GenAlpha';

/** Where PUT /api/avatar stores a user's avatars: the only objects their avatarUrl may name. */
const ownAvatars = (userId: string) => `avatars/${userId}/`;

@Injectable()
export class ProfilesService {
  private readonly logger = new Logger(ProfilesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async findById(id: string, viewerId: string | undefined): Promise<UserProfileDto> {
    const row = await profilesRepository.byId(this.dataSource, id, viewerId ?? null);
    if (!row) throw new NotFoundException(USER_NOT_FOUND);
    return toUserProfileDto(row, viewerId);
  }

  async findByUsername(username: string, viewerId: string | undefined): Promise<UserProfileDto> {
    const lowercase = username.toLowerCase();
    // No stored username has other characters (CHK_users_username_format), and some (NUL) PostgreSQL would refuse.
    if (!/^[a-z0-9]{1,50}$/.test(lowercase)) throw new NotFoundException(USER_NOT_FOUND);
    const row = await profilesRepository.byUsername(this.dataSource, lowercase, viewerId ?? null);
    if (!row) throw new NotFoundException(USER_NOT_FOUND);
    return toUserProfileDto(row, viewerId);
  }

  /** Users who have created their profile (have a username), newest first. */
  async list(query: PageQueryDto, viewerId: string | undefined): Promise<UsersPageDto> {
    const page = await profilesRepository.page(this.dataSource, viewerId ?? null, query);
    return { users: page.items.map((row) => toUserProfileDto(row, viewerId)), nextCursor: page.nextCursor };
  }

  async update(viewerId: string, id: string, changes: UpdateProfileDto): Promise<UserProfileDto> {
    if (viewerId !== id) throw new ForbiddenException('You can only edit your own profile');
    const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ProfileEdit;
    if (typeof values.avatarUrl === 'string' && !objectKeyFromPublicPath(values.avatarUrl)?.startsWith(ownAvatars(id))) {
      throw new BadRequestException({ message: AVATAR_NOT_UPLOADED, errors: [{ field: 'avatarUrl', message: AVATAR_NOT_UPLOADED }] });
    }
    const before = await this.dataSource
      .transaction(async (manager) => {
        const row = await profilesRepository.lockForEdit(manager, id);
        if (!row) throw new NotFoundException(USER_NOT_FOUND);
        if (Object.keys(values).length > 0) await profilesRepository.edit(manager, id, values);
        return row;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'UQ_users_username')) throw new ConflictException('Username is already taken');
        throw error;
      });
    if (before.username === null && typeof values.username === 'string')
      this.events.emit(DomainEvent.ProfileCreated, { userId: id } satisfies ProfileCreatedEvent);
    if (values.avatarUrl !== undefined && values.avatarUrl !== before.avatarUrl) await this.deleteAvatar(id, before.avatarUrl);
    return this.findById(id, viewerId);
  }

  /** A replaced or removed avatar file is no longer shown anywhere (only the user's own are ever deleted). */
  private async deleteAvatar(userId: string, avatarUrl: string | null): Promise<void> {
    const key = avatarUrl ? objectKeyFromPublicPath(avatarUrl) : null;
    if (!key?.startsWith(ownAvatars(userId))) return;
    await deleteAvatarObjects(this.storage, key).catch((error: Error) => this.logger.warn(`avatar ${key} not deleted: ${error.message}`));
  }
}
