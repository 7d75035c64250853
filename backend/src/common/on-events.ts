import { applyDecorators } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvent } from './domain-events';

type DomainEventName = (typeof DomainEvent)[keyof typeof DomainEvent];

/** What moves a video's totals or takes it in or out of the lists: what the leaderboard and the feed rank are computed from. */
export const VIDEO_TOTALS_CHANGED = [
  DomainEvent.VideoCreated,
  DomainEvent.VideoDeleted,
  DomainEvent.VideoLiked,
  DomainEvent.VideoUnliked,
  DomainEvent.VideoViewed,
];

/** The method handles each of these events. */
export const OnEvents = (...events: DomainEventName[]) => applyDecorators(...events.map((event) => OnEvent(event)));
