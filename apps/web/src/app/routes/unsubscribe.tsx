import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { UnsubscribeView } from '@/features/notifications/components/unsubscribe-view';
import { readUrlCredential } from '@/lib/url-credentials';

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  // The token left the address bar at start-up; a link followed inside the app still has it there.
  const [token] = useState(() => readUrlCredential(paths.unsubscribe.path, 'token') ?? params.get('token'));
  return <UnsubscribeView token={token} />;
}
