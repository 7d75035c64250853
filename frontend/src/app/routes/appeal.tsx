import { useSearchParams } from 'react-router-dom';
import { AppealPage, type AppealSubject } from '@/features/appeal/components/appeal-page';
import { useLinkToken } from '@/lib/use-link-token';
import { usePageTitle } from '@/lib/use-page-title';

/** /appeal?video= or ?comment= (signed in, from a removal's notification), or /appeal?token= (a suspension's mailed link, no sign-in). */
export default function AppealRoute() {
  usePageTitle('Appeal a decision');
  const token = useLinkToken();
  const [search] = useSearchParams();
  const video = search.get('video');
  const comment = search.get('comment');
  const subject: AppealSubject = token
    ? { kind: 'suspension', token }
    : video
      ? { kind: 'video', id: video }
      : comment
        ? { kind: 'comment', id: comment }
        : null;
  return <AppealPage subject={subject} />;
}
