import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { isStaffRole } from '@genalpha/shared';
import { VideoVisibility, maySeeVideo } from '@genalpha/db';
import { AccountRoles } from '../auth/account-roles.service';
import { SessionReader } from '../auth/session-reader';
import { SessionUser } from '../auth/session-user';
import { ObjectAudiences } from './object-audience';

/** How a stored object may be served to one request. */
export type ObjectGrant =
  /** Never withdrawn (avatars): any cache may keep it. */
  | 'forever'
  /** A public video's media: the same for everyone, but revalidated each time, as it can be withdrawn. */
  | 'shared'
  /** Only this viewer may have it (the owner of a hidden or processing video, staff reviewing it, an uploader). */
  | 'personal';

/** Decides whether, and how, /objects serves an object to a request (the session cookie is read only when it matters). */
@Injectable()
export class ObjectAccess {
  constructor(
    private readonly audiences: ObjectAudiences,
    private readonly sessions: SessionReader,
    private readonly roles: AccountRoles,
  ) {}

  /** The grant, or null when the object must answer as a missing one. */
  async grantFor(key: string, headers: IncomingHttpHeaders): Promise<ObjectGrant | null> {
    const audience = await this.audiences.of(key);
    switch (audience.kind) {
      case 'everyone':
        return 'forever';
      case 'nobody':
        return null;
      case 'video':
        if (maySeeVideo(audience.video, null)) return 'shared';
        return (await this.mayReview(audience.video, await this.sessions.userOf(headers))) ? 'personal' : null;
      case 'uploader':
        return (await this.sessions.userOf(headers))?.id === audience.uploaderId ? 'personal' : null;
    }
  }

  /** The owner, and moderators and admins reviewing it in the console, may play a video no one else may see. */
  private async mayReview(video: VideoVisibility, viewer: SessionUser | null): Promise<boolean> {
    if (!viewer) return false;
    return maySeeVideo(video, viewer) || isStaffRole(await this.roles.roleOf(viewer.id));
  }
}
