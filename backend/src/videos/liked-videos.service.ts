import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { User } from '@genalpha/db';
import { PageQueryDto } from '../common/pagination';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { VideoPage, VideoReadService } from './video-read.service';

export const ACCESS_DENIED = 'Access denied';

/** A user's likes are theirs alone unless they turned likesPublic on. */
@Injectable()
export class LikedVideosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: VideoReadService,
  ) {}

  async likedVideos(userId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    const user = await this.dataSource
      .getRepository(User)
      .findOne({ select: { id: true, likesPublic: true }, where: { id: userId, bannedAt: IsNull(), deletionDueAt: IsNull() } });
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    if (!user.likesPublic && viewerId !== userId) {
      if (!viewerId) throw new UnauthorizedException('User not authenticated');
      throw new ForbiddenException(ACCESS_DENIED);
    }
    return this.reads.likedBy(userId, viewerId, page);
  }
}
