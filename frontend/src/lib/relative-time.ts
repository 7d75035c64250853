import { formatDistanceToNow } from 'date-fns';

/** 'about 2 hours ago', 'less than a minute ago'. */
export function timeAgo(date: string | Date): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true });
}
