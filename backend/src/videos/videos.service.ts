import { ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OBJECT_STORAGE, ObjectStorage, objectKeyFromPublicPath, probeJobId } from '@genalpha/shared';
import { DeletedVideo, VideoEdit, maySeeVideo, videosRepository } from '@genalpha/db';
import { DomainEvent, VideoCreatedEvent, VideoDeletedEvent, VideoRemixedEvent } from '../common/domain-events';
import { JobQueue } from '../queue/job-queue.service';
import { UploadsService } from '../storage/uploads.service';
import { CreateVideoDto } from './dto/create-video.dto';
import { UpdateVideoDto } from './dto/update-video.dto';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { LinkedParent, RemixesService } from './remixes.service';

export const NOT_YOUR_VIDEO_TO_EDIT = 'You can only edit your own videos';
export const NOT_YOUR_VIDEO_TO_DELETE = 'You can only delete your own videos';

/** The write side of videos: create, edit, delete (owner only). */
@Injectable()
export class VideosService {
  private readonly logger = new Logger(VideosService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly jobs: JobQueue,
    private readonly remixes: RemixesService,
    private readonly events: EventEmitter2,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** Creates the video in `processing` from the user's upload (a claimed remix of `parentId`), then asks the worker to probe it. */
  async create(userId: string, dto: CreateVideoDto): Promise<string> {
    let parent: LinkedParent | null = null;
    const videoId = await this.dataSource.transaction(async (m) => {
      if (dto.parentId) parent = await this.remixes.checkParent(m, dto.parentId, userId);
      const { publicPath } = await this.uploads.claimUpload(dto.videoUrl, userId, 'video', m);
      return videosRepository.insert(m, {
        userId,
        title: dto.title,
        caption: dto.caption,
        prompt: dto.prompt || null,
        toolUsed: dto.toolUsed,
        aspectRatio: dto.aspectRatio ?? 'auto',
        tags: dto.tags ?? '',
        publicPath,
        commentsAllowed: dto.commentsAllowed ?? 'everyone',
        parentId: dto.parentId ?? null,
        remixState: dto.parentId ? 'claimed' : null,
        allowRemixes: dto.allowRemixes ?? true,
      });
    });
    // Not awaited: the answer never waits on Redis. If this enqueue is lost, the worker's sweep
    // enqueues the probe from the committed `processing` row (same job id, so never twice).
    this.jobs
      .enqueue('video.probe', { videoId }, { jobId: probeJobId(videoId) })
      .catch((error: Error) => this.logger.warn({ videoId }, `video.probe not enqueued now (the worker's sweep will): ${error.message}`));
    const event: VideoCreatedEvent = { videoId, ownerId: userId };
    this.events.emit(DomainEvent.VideoCreated, event);
    if (parent) this.emitRemixed(videoId, userId, parent);
    return videoId;
  }

  private emitRemixed(videoId: string, actorId: string, parent: LinkedParent): void {
    const remixed: VideoRemixedEvent = { videoId, parentId: parent.id, parentOwnerId: parent.ownerId, actorId };
    this.events.emit(DomainEvent.VideoRemixed, remixed);
  }

  async update(videoId: string, userId: string, dto: UpdateVideoDto): Promise<void> {
    await this.ownedVideo(videoId, userId, NOT_YOUR_VIDEO_TO_EDIT);
    const changes: VideoEdit = {};
    if (dto.title !== undefined) changes.title = dto.title;
    if (dto.caption !== undefined) changes.caption = dto.caption;
    if (dto.prompt !== undefined) changes.prompt = dto.prompt || null;
    if (dto.tags !== undefined) changes.tags = dto.tags ?? '';
    if (dto.commentsAllowed !== undefined) changes.commentsAllowed = dto.commentsAllowed;
    if (dto.allowRemixes !== undefined) changes.allowRemixes = dto.allowRemixes;
    const parentId = dto.parentId;
    if (parentId === undefined) {
      if (Object.keys(changes).length > 0) await videosRepository.edit(this.dataSource, videoId, userId, changes);
      this.remixes.lineageChanged();
      return;
    }
    const parent = await this.dataSource.transaction(async (m) => {
      if (Object.keys(changes).length > 0) await videosRepository.edit(m, videoId, userId, changes);
      return this.remixes.setParent(m, videoId, userId, parentId);
    });
    this.remixes.lineageChanged();
    if (parent) this.emitRemixed(videoId, userId, parent);
  }

  /** Removes the row (likes, comments, reports and notifications cascade), the owner's counts, then its files. */
  async delete(videoId: string, userId: string): Promise<void> {
    await this.ownedVideo(videoId, userId, NOT_YOUR_VIDEO_TO_DELETE);
    const deleted = await this.dataSource.transaction(async (m) => {
      const video = await videosRepository.delete(m, videoId, userId);
      if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
      return video;
    });
    this.remixes.lineageChanged();
    const event: VideoDeletedEvent = { videoId, ownerId: userId };
    this.events.emit(DomainEvent.VideoDeleted, event);
    await this.deleteObjects(videoId, deleted);
  }

  /** A video the user may not see answers as a missing one: nobody learns that a hidden video exists. */
  private async ownedVideo(videoId: string, userId: string, notYours: string): Promise<void> {
    const video = await videosRepository.visibility(this.dataSource, videoId);
    if (!video || !maySeeVideo(video, { id: userId })) throw new NotFoundException(VIDEO_NOT_FOUND);
    if (video.userId !== userId) throw new ForbiddenException(notYours);
  }

  /**
   * The original, and everything the worker writes under videos/<id>/ (playable copy, poster and its
   * variants), recorded or not yet, in case it was still writing them. Failures are logged: the
   * periodic cleanup removes unreferenced objects later.
   */
  private async deleteObjects(videoId: string, urls: DeletedVideo): Promise<void> {
    const workerPrefix = `videos/${videoId}`;
    const keys = new Set<string>();
    for (const url of [urls.originalUrl, urls.videoUrl, urls.thumbnailUrl]) {
      const key = url ? objectKeyFromPublicPath(url) : null;
      if (key && !key.startsWith(`${workerPrefix}/`)) keys.add(key);
    }
    const logFailure = (what: string) => (error: Error) => this.logger.warn(`${what} not deleted: ${error.message}`);
    await Promise.all([
      ...[...keys].map((key) => this.storage.delete(key).catch(logFailure(`object ${key}`))),
      this.storage.deletePrefix(workerPrefix).catch(logFailure(`objects under ${workerPrefix}/`)),
    ]);
  }
}
