import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LockedVideo, ModerationAction, adminListsRepository, moderationRepository, notificationsRepository, reportQueuesRepository } from '@genalpha/db';
import { StaffMember } from '../auth/staff.guard';
import { DomainEvent, NotificationStoredEvent } from '../common/domain-events';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { toAdminVideoDto } from './admin-video-row';
import { AdminVideoDto } from './dto/admin-video.dto';
import { ModerationLog } from './moderation-log.service';
import { assertNotReporter } from './staff-conflicts';

export const CANNOT_RESTORE_FAILED = 'A video that failed processing cannot be restored; its owner can upload it again';
export const ALREADY_REMOVED = 'This video has already been removed';
export const CANNOT_MODERATE_OWN_VIDEO = 'You cannot moderate your own video';
export const CANNOT_MODERATE_ADMIN_VIDEO = "An admin is needed for a moderator's or an admin's video";

/** What the owner is told of a decision. */
interface OwnerNotice {
  action: ModerationAction;
  reason: string | null;
}

/** Staff decisions on a video: restore (dismiss its reports, make it visible) or remove (hidden for good, with a reason its owner sees). */
@Injectable()
export class VideoModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly log: ModerationLog,
    private readonly events: EventEmitter2,
  ) {}

  /** Dismisses the open reports and makes the video visible again; the owner is told if it had been hidden. Restoring a visible, unreported video changes nothing. */
  restore(staff: StaffMember, videoId: string, note: string | null): Promise<AdminVideoDto> {
    return this.decide(staff, videoId, async (m, video) => {
      if (video.status === 'failed') throw new ConflictException(CANNOT_RESTORE_FAILED);
      const reportsResolved = await reportQueuesRepository.resolve(m, 'video', videoId, 'dismissed', staff.id);
      const wasHidden = video.isHidden || video.moderationState !== 'none';
      if (!wasHidden && reportsResolved === 0) return null;
      if (wasHidden) await moderationRepository.restoreVideo(m, videoId);
      await this.log.record(m, staff, {
        action: 'video.restored',
        targetType: 'video',
        targetId: videoId,
        targetLabel: video.title,
        reason: note,
        details: { reportsResolved, previousState: video.moderationState },
      });
      return wasHidden ? { action: 'restored', reason: null } : null;
    });
  }

  /** Hides the video for good (until staff restore it), upholds its open reports, and tells the owner why. */
  remove(staff: StaffMember, videoId: string, reason: string): Promise<AdminVideoDto> {
    return this.decide(staff, videoId, async (m, video) => {
      if (video.moderationState === 'removed') throw new ConflictException(ALREADY_REMOVED);
      await moderationRepository.removeVideo(m, videoId, reason);
      const reportsResolved = await reportQueuesRepository.resolve(m, 'video', videoId, 'upheld', staff.id);
      await this.log.record(m, staff, {
        action: 'video.removed',
        targetType: 'video',
        targetId: videoId,
        targetLabel: video.title,
        reason,
        details: { reportsResolved, previousState: video.moderationState },
      });
      return { action: 'removed', reason };
    });
  }

  /**
   * Runs `change` on the locked video, if `staff` may decide on it, in one transaction with the owner's
   * notification of the action it answers (if any), pushes that notification once committed, and answers the video as it is now.
   */
  private async decide(
    staff: StaffMember,
    videoId: string,
    change: (m: EntityManager, video: LockedVideo) => Promise<OwnerNotice | null>,
  ): Promise<AdminVideoDto> {
    const { video, stored } = await this.dataSource.transaction(async (m) => {
      const locked = await moderationRepository.lockVideo(m, videoId);
      if (!locked) throw new NotFoundException(VIDEO_NOT_FOUND);
      assertMayDecide(staff, locked);
      await assertNotReporter(m, staff, 'video', videoId);
      const notice = await change(m, locked);
      const notification = notice ? await notificationsRepository.insert(m, { userId: locked.userId, type: 'moderation', videoId, ...notice }) : null;
      return { video: await adminListsRepository.video(m, videoId), stored: notification && { userId: locked.userId, notification } };
    });
    if (stored) this.events.emit(DomainEvent.NotificationStored, stored satisfies NotificationStoredEvent);
    return toAdminVideoDto(video);
  }
}

/** Nobody decides on their own video, nor on the reports about it; moderators only on ordinary users' (staff conflicts). */
function assertMayDecide(staff: StaffMember, video: LockedVideo): void {
  if (video.userId === staff.id) throw new ForbiddenException(CANNOT_MODERATE_OWN_VIDEO);
  if (staff.role !== 'admin' && video.ownerRole !== 'user') throw new ForbiddenException(CANNOT_MODERATE_ADMIN_VIDEO);
}
