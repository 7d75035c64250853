import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VideoPage, profilesRepository } from '@genalpha/db';
import { PageQueryDto } from '../common/pagination';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { VideoReadService } from './video-read.service';

export const ACCESS_DENIED = 'Access denied';

/** A user's likes are theirs alone unless they turned likesPublic on. */
@Injectable()
export class LikedVideosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: VideoReadService,
  ) {}

  async likedVideos(userId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    const likesPublic = await profilesRepository.likesPublic(this.dataSource, userId);
    if (likesPublic === undefined) throw new NotFoundException(USER_NOT_FOUND);
    if (!likesPublic && viewerId !== userId) {
      if (!viewerId) throw new UnauthorizedException('User not authenticated');
      throw new ForbiddenException(ACCESS_DENIED);
    }
    return this.reads.likedBy(userId, viewerId, page);
  }
}
