import type { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvent, ViewerFiltersChangedEvent } from '../common/domain-events';

/** Says that a block, a mute or muted words changed what these users see. */
export function announceViewerFiltersChanged(events: EventEmitter2, ...userIds: string[]): void {
  events.emit(DomainEvent.ViewerFiltersChanged, { userIds } satisfies ViewerFiltersChangedEvent);
}
